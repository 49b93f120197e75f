import { nitCheckDigit } from '@facturo/sdk/co';
import type { BillingAddress, Taxpayer } from '@facturo/sdk/schemas';
import { jsonb } from '../../db/jsonb';
import { organizationName } from '../../identity/organization-name';
import type { Seed } from '../../kernel/api-module';
import { type DemoUser, ensureDemoUser } from '../../seed/demo-user';

const NIT = '901456789';

/** A fictional health provider in Medellín (valid NIT check digit, real DIVIPOLA codes). */
const TAXPAYER: Taxpayer = {
  taxpayerType: '1',
  documentType: '31',
  documentNumber: NIT,
  verificationDigit: String(nitCheckDigit(NIT)),
  ivaResponsible: true,
  electronicBiller: true,
  fiscalResponsibilities: ['O-15'],
  taxScheme: '01',
  companyName: 'IPS Salud del Aburrá S.A.S.',
  commercialName: 'Salud del Aburrá',
};

const ADDRESS: BillingAddress = {
  country: 'CO',
  departmentCode: '05',
  municipalityCode: '05001',
  zone: 'urban',
  address: 'Carrera 43A # 14-109, oficina 502, El Poblado',
  postalCode: '050021',
};

/** The demo owner: a persona natural with a cédula. */
const OWNER: DemoUser = {
  label: 'owner',
  email: 'valentina.restrepo@saludaburra.test',
  profile: {
    firstName: 'Valentina',
    firstSurname: 'Restrepo',
    secondSurname: 'Gómez',
    birthdate: '1986-04-12',
    phone: '604 444 1234',
    cellphone: '310 555 0142',
    language: 'es',
    username: 'vrestrepo',
    taxpayerType: '2',
    documentType: '13',
    documentNumber: '43876521',
    ivaResponsible: false,
    electronicBiller: false,
    fiscalResponsibilities: ['R-99-PN'],
    taxScheme: 'ZZ',
  },
};

/**
 * The demo organization (a clinic, so the clinic module has somewhere to live) and its owner.
 * Idempotent; the owner's password is kept working in the credentials file (see `ensureDemoUser`).
 */
export const demoOrganizationSeed: Seed = {
  name: 'demo-organization',
  async run(context) {
    const { deps } = context;
    const now = deps.clock.now();
    const owner = await ensureDemoUser(context, OWNER);
    const existing = await deps.db
      .selectFrom('organizations')
      .select('id')
      .where('documentType', '=', '31')
      .where('documentNumber', '=', NIT)
      .executeTakeFirst();
    if (!existing) {
      const organization = await deps.db
        .insertInto('organizations')
        .values({
          kind: 'clinic',
          name: organizationName(TAXPAYER),
          documentType: '31',
          documentNumber: NIT,
          taxpayer: jsonb(TAXPAYER),
          billingAddress: jsonb(ADDRESS),
          email: 'facturacion@saludaburra.test',
          phone: '604 444 1234',
          createdBy: owner.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await deps.db
        .insertInto('memberships')
        .values({ organizationId: organization.id, userId: owner.id, role: 'owner', createdAt: now })
        .execute();
    }
  },
};
