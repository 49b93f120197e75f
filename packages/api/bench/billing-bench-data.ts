// Data for the billing benchmark, written straight into the database before the API starts: a user
// with a session, their organization, and its invoices (batched SQL).
import { nitCheckDigit } from '@facturo/sdk/co';
import { sql } from 'kysely';
import { jsonb } from '../src/db/jsonb';
import { migrateToLatest } from '../src/db/migrate';
import type { DatabaseHandle } from '../src/db/open-database';
import { apiModules } from '../src/modules/index';
import { createAccessTokens } from '../src/security/access-tokens';
import { seedInvoices } from '../src/seed/invoice-bulk-seed';

/** A user who owns the benchmark organization, and an access token for them. */
export async function prepareBillingBench(
  database: DatabaseHandle,
  options: { invoices: number; jwtSecret: string },
): Promise<{ token: string; organizationId: string; seedSeconds: number }> {
  await migrateToLatest(database.db, apiModules);
  const now = new Date();
  const user = await database.db
    .insertInto('users')
    .values({
      email: 'bench.billing@example.co',
      passwordHash: 'not-used',
      language: 'es',
      firstName: 'Ana',
      secondName: null,
      firstSurname: 'Díaz',
      secondSurname: null,
      birthdate: null,
      phone: null,
      cellphone: null,
      username: null,
      taxpayerType: '2',
      documentType: '13',
      documentNumber: '1020304050',
      verificationDigit: null,
      ivaResponsible: false,
      electronicBiller: false,
      fiscalResponsibilities: jsonb(['R-99-PN']),
      taxScheme: 'ZZ',
      companyName: null,
      commercialName: null,
      termsAcceptedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await database.db
    .insertInto('sessions')
    .values({ userId: user.id, createdAt: now, lastRefreshedAt: now, userAgent: 'bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const organization = await database.db
    .insertInto('organizations')
    .values({
      kind: 'company',
      name: 'Ferretería La Candelaria',
      documentType: '31',
      documentNumber: '900123456',
      taxpayer: jsonb({
        taxpayerType: '1',
        documentType: '31',
        documentNumber: '900123456',
        verificationDigit: String(nitCheckDigit('900123456')),
        ivaResponsible: true,
        electronicBiller: true,
        fiscalResponsibilities: ['O-15'],
        taxScheme: '01',
        companyName: 'Ferretería La Candelaria S.A.S.',
      }),
      billingAddress: jsonb({
        country: 'CO',
        departmentCode: '11',
        municipalityCode: '11001',
        zone: 'urban',
        address: 'Carrera 7 # 12-45',
      }),
      email: 'compras@candelaria.example.co',
      phone: null,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('memberships')
    .values({ organizationId: organization.id, userId: user.id, role: 'owner', createdAt: now })
    .execute();
  const started = performance.now();
  await seedInvoices(database.db, {
    organizationId: organization.id,
    count: options.invoices,
    prefix: 'FCT',
    now,
  });
  const seedSeconds = (performance.now() - started) / 1000;
  // The steady state autovacuum keeps on PostgreSQL, and the `embedded-database-upkeep` job on
  // PGlite (src/db/embedded-upkeep.ts): statistics and the visibility map (index-only counts).
  await sql`vacuum analyze`.execute(database.db);
  const token = await createAccessTokens(options.jwtSecret, 86_400).sign(
    { sub: user.id, sid: session.id },
    now,
  );
  return { token, organizationId: organization.id, seedSeconds };
}
