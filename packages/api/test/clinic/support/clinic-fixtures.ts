import { randomBytes } from 'node:crypto';
import type { OrganizationRole } from '@facturo/sdk/schemas';
import { expect } from 'vitest';
import { jsonb } from '../../../src/db/jsonb';
import { naturalPersonUser } from '../../../src/modules/clinic/seed/demo-staff';
import { type ApiResponse, call, type Json } from '../../support/api-client';
import type { TestApp } from '../../support/test-app';

/** Monday 6 July 2026, 10:00 in Bogotá: every clinic test runs at this instant (see `atClinicTime`). */
export const CLINIC_NOW = new Date('2026-07-06T10:00:00-05:00');

/** A signed-in member of an organization. */
export interface Actor {
  userId: string;
  token: string;
  role: OrganizationRole;
  name: string;
}

/** Sets the test clock to {@link CLINIC_NOW}; call it before creating actors (tokens carry the time). */
export function atClinicTime(t: TestApp): void {
  t.clock.set(CLINIC_NOW);
}

let sequence = 0;

/** A user with an open session and an access token, created directly in the database. */
export async function createUser(t: TestApp, firstName: string, firstSurname: string) {
  const now = t.clock.now();
  sequence += 1;
  const user = await t.deps.db
    .insertInto('users')
    .values(
      naturalPersonUser(
        {
          email: `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@clinica.example.co`,
          passwordHash: 'not-used-in-these-tests',
          firstName,
          secondName: null,
          firstSurname,
          secondSurname: null,
          documentNumber: String(10_000_000 + sequence),
          birthdate: null,
          cellphone: null,
        },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await t.deps.db
    .insertInto('sessions')
    .values({ userId: user.id, createdAt: now, lastRefreshedAt: now, userAgent: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.deps.accessTokens.sign({ sub: user.id, sid: session.id }, now);
  return { userId: user.id, token, name: `${firstName} ${firstSurname}` };
}

/** An organization of `kind` whose members have the given roles (keyed by a label). */
export async function createOrganization<Label extends string>(
  t: TestApp,
  kind: 'clinic' | 'company',
  members: Record<Label, [OrganizationRole, string, string]>,
): Promise<{ id: string; actors: Record<Label, Actor> }> {
  const now = t.clock.now();
  const nit = String(900_000_000 + Math.floor(Math.random() * 99_999_999));
  const organization = await t.deps.db
    .insertInto('organizations')
    .values({
      kind,
      name: `IPS ${nit}`,
      documentType: '31',
      documentNumber: nit,
      taxpayer: jsonb({
        taxpayerType: '1',
        documentType: '31',
        documentNumber: nit,
        companyName: `IPS ${nit}`,
      }),
      billingAddress: jsonb({
        country: 'CO',
        departmentCode: '05',
        municipalityCode: '05001',
        zone: 'urban',
        address: 'Calle 1',
      }),
      email: null,
      phone: null,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const actors = {} as Record<Label, Actor>;
  for (const [label, [role, firstName, surname]] of Object.entries(members) as [
    Label,
    [OrganizationRole, string, string],
  ][]) {
    const user = await createUser(t, firstName, surname);
    await t.deps.db
      .insertInto('memberships')
      .values({ organizationId: organization.id, userId: user.userId, role, createdAt: now })
      .execute();
    actors[label] = { ...user, role };
  }
  return { id: organization.id, actors };
}

/** The clinic every test file works in, a second clinic, and a company. */
export async function clinicWorld(t: TestApp) {
  atClinicTime(t);
  const clinic = await createOrganization(t, 'clinic', {
    owner: ['owner', 'Valentina', 'Restrepo'],
    admin: ['admin', 'Santiago', 'Gil'],
    billing: ['billing', 'Laura', 'Cardona'],
    clinician: ['clinician', 'Andrés', 'Mejía'],
    clinician2: ['clinician', 'Carolina', 'Ospina'],
    viewer: ['viewer', 'Mateo', 'Zuluaga'],
  });
  const other = await createOrganization(t, 'clinic', {
    owner: ['owner', 'Paula', 'Londoño'],
    clinician: ['clinician', 'Tomás', 'Uribe'],
  });
  const company = await createOrganization(t, 'company', { owner: ['owner', 'Camilo', 'Duque'] });
  return { clinic, other, company };
}

/** Requests to one organization's clinic routes as one actor (`path` is relative to the organization). */
export function as(t: TestApp, actor: Actor, organizationId: string, locale = 'es') {
  const send = (method: string, path: string, body?: unknown): Promise<ApiResponse> =>
    call(t.app, method, `/organizations/${organizationId}${path}`, {
      token: actor.token,
      headers: { 'Accept-Language': locale },
      ...(body === undefined ? {} : { body }),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

/** A valid new patient (snake_case, as on the wire). */
export const patientBody = (overrides: Record<string, unknown> = {}) => ({
  document_type: 'CC',
  document_number: `10${Math.floor(Math.random() * 90_000_000 + 10_000_000)}`,
  first_name: 'Ana',
  second_name: 'María',
  first_surname: 'Gómez',
  second_surname: 'Ríos',
  birthdate: '1991-04-23',
  sex: 'female',
  phone: '+57 300 555 0199',
  email: 'ana.gomez@correo.example.co',
  address: {
    department_code: '05',
    municipality_code: '05001',
    zone: 'urban',
    address: 'Carrera 80 # 30-12',
  },
  regime: 'contributory',
  insurer_name: 'EPS Sura',
  emergency_contact: { name: 'Pedro Gómez', relationship: 'Padre', phone: '300 555 0198' },
  ...overrides,
});

/** A complete entry's content (snake_case). */
export const entryContent = (overrides: Record<string, unknown> = {}) => ({
  reason: 'Dolor de garganta hace tres días',
  current_illness: 'Odinofagia progresiva, fiebre no cuantificada, sin tos.',
  past_history: 'Alergia a la penicilina.',
  physical_exam: 'Amígdalas hipertróficas con exudado; T 38,2 °C.',
  diagnoses: [{ code: 'j03.9', description: 'Amigdalitis aguda, no especificada', type: 'presumptive' }],
  plan: 'Macrólido por 5 días, acetaminofén, control en 48 horas si persiste la fiebre.',
  ...overrides,
});

/** Registers a patient as `actor` and returns it. */
export async function registerPatient(
  t: TestApp,
  actor: Actor,
  organizationId: string,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  const response = await as(t, actor, organizationId).post('/patients', patientBody(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Books an appointment (`start` in Bogotá time, e.g. `2026-07-07T09:00`) and returns it. */
export async function book(
  t: TestApp,
  actor: Actor,
  organizationId: string,
  body: { patientId: string; professionalId: string; start: string; minutes?: number },
): Promise<ApiResponse> {
  return as(t, actor, organizationId).post('/appointments', {
    patient_id: body.patientId,
    professional_id: body.professionalId,
    starts_at: `${body.start}:00-05:00`,
    duration_minutes: body.minutes ?? 30,
  });
}

/** The audit events of an organization, oldest first, straight from the table. */
export async function auditEvents(t: TestApp, organizationId: string) {
  // Refusals are recorded just after their 403 (`access.denied`): wait for them, so counts are stable.
  await t.deps.deferred.settled();
  return t.deps.db
    .selectFrom('clinicAuditEvents')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('seq')
    .execute();
}
