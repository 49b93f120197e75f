import type { AbilityRule } from '@facturo/sdk/permissions';
import type { Organization } from '@facturo/sdk/schemas';
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CLINIC, USER } from '../../support/fixtures';
import { renderPortal } from '../../support/render-portal';
import { CLINIC_BILLING_RULES, clinicApi, pageOf } from './clinic-fixtures';

/** A second clinic the same user owns ("Ú…" sorts after "Salud del Aburrá", so it is not the default). */
const OWNED: Organization = {
  ...CLINIC,
  id: '1e4d3c2b-0a9f-4e8d-9c7b-6e5f4d3c2b1a',
  name: 'Unidad Médica del Norte',
  role: 'owner',
};

const inOwned = { organizationId: OWNED.id };

/** Billing in {@link CLINIC}, owner of {@link OWNED}: what the API gives such a user. */
const RULES: AbilityRule[] = [
  ...CLINIC_BILLING_RULES,
  { action: 'manage', subject: 'Organization', conditions: { id: OWNED.id } },
  {
    action: 'manage',
    subject: ['Member', 'Invoice', 'Patient', 'Appointment', 'Admission', 'Holiday', 'ScheduleLock'],
    conditions: inOwned,
  },
  { action: ['read', 'create'], subject: 'ClinicalHistory', conditions: inOwned },
];

const memberships = [
  { organizationId: CLINIC.id, name: CLINIC.name, kind: 'clinic' as const, role: 'billing' as const },
  { organizationId: OWNED.id, name: OWNED.name, kind: 'clinic' as const, role: 'owner' as const },
];

const api = clinicApi('billing', {
  'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role: 'billing' }, OWNED] } }),
  [`GET /organizations/${OWNED.id}/patients`]: () => ({ body: pageOf([]) }),
  [`GET /organizations/${OWNED.id}/clinical-history`]: () => ({ body: pageOf([]) }),
});

describe('permissions are those of the organization the app works in', () => {
  test('billing here and owner elsewhere: no clinical menu, and its URLs are not authorized', async () => {
    const view = await renderPortal({
      path: '/patients',
      user: { ...USER, organizations: memberships },
      rules: RULES,
      api,
    });
    expect(await view.findByRole('link', { name: 'Pacientes' })).toBeTruthy();
    expect(view.queryByRole('link', { name: 'Historia clínica' })).toBeNull();
    expect(view.queryByRole('link', { name: 'Citas' })).toBeNull();
    expect(view.queryByRole('link', { name: 'Bloqueo de agenda' })).toBeNull();
    for (const path of ['/histories/clinic-history', '/appointments', '/schedule-lock']) {
      await view.router.navigate(path);
      await waitFor(() => expect(view.router.state.location.pathname).toMatch(/not-authorized/));
    }
  });

  test('working in the clinic they own, the same user gets its clinical pages', async () => {
    const view = await renderPortal({
      path: '/patients',
      user: { ...USER, organizations: memberships },
      rules: RULES,
      api,
    });
    view.services.currentOrganization.set(OWNED.id);
    expect(await view.findByRole('link', { name: 'Historia clínica' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Citas' })).toBeTruthy();
    await view.router.navigate('/histories/clinic-history');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/histories/clinic-history'));
  });
});
