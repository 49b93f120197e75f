import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBusinessDay } from '@facturo/sdk/co';
import { afterAll, describe, expect, test } from 'vitest';
import { clinicModule } from '../../src/modules/clinic/clinic.module';
import { organizationsModule } from '../../src/modules/organizations/organizations.module';
import { runSeeds } from '../../src/seed/run-seeds';
import { call } from '../support/api-client';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const folder = mkdtempSync(join(tmpdir(), 'facturo-clinic-seed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the demo clinic seed', () => {
  test('adds two clinicians and a billing assistant with working credentials, patients and upcoming appointments, once', async () => {
    const credentialsFile = join(folder, 'demo-credentials.json');
    const modules = [organizationsModule, clinicModule];
    await runSeeds(modules, { deps: t.deps, credentialsFile });
    const first = readFileSync(credentialsFile, 'utf8');
    await runSeeds(modules, { deps: t.deps, credentialsFile });
    expect(readFileSync(credentialsFile, 'utf8')).toBe(first);

    const accounts = JSON.parse(first).accounts as { role: string; email: string; password: string }[];
    expect(accounts.map((account) => account.role).sort()).toEqual([
      'billing',
      'clinician',
      'clinician',
      'owner',
    ]);
    const clinician = accounts.find((account) => account.email === 'andres.mejia@saludaburra.test');
    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: clinician?.email, password: clinician?.password },
    });
    expect(login.status, login.text).toBe(200);
    const clinic = login.body.user_data.organizations[0];
    expect(clinic).toMatchObject({ kind: 'clinic', role: 'clinician' });

    const patients = await t.deps.db
      .selectFrom('clinicPatients')
      .select('id')
      .where('organizationId', '=', clinic.organization_id)
      .execute();
    expect(patients).toHaveLength(5);
    const appointments = await t.deps.db
      .selectFrom('clinicAppointments')
      .select('startsAt')
      .where('organizationId', '=', clinic.organization_id)
      .execute();
    expect(appointments).toHaveLength(5);
    const now = t.clock.now();
    for (const { startsAt } of appointments) {
      expect(startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(isBusinessDay(new Date(startsAt.getTime() - 5 * 3_600_000).toISOString().slice(0, 10))).toBe(
        true,
      );
    }
    const search = await call(t.app, 'GET', `/organizations/${clinic.organization_id}/patients?q=restrepo`, {
      token: login.body.access_token,
    });
    expect(search.body.items.map((item: { full_name: string }) => item.full_name)).toEqual([
      'Juan Camilo Restrepo Álvarez',
    ]);
  });
});
