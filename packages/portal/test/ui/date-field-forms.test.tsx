import { camelizeKeys } from '@facturo/sdk/http';
import { fireEvent } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CLINICIAN_RULES, clinicApi } from '../pages/clinic/clinic-fixtures';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const profileApi = {
  'GET /organizations': () => ({ body: { items: [CLINIC] } }),
  'GET /subscriptions': () => ({ body: { items: [] } }),
  'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
  'PATCH /me': ({ body }: { body: unknown }) => ({
    body: { userData: { ...USER, ...(camelizeKeys(body) as object) }, userAbilityRules: OWNER_RULES },
  }),
};

const renderProfile = () =>
  renderPortal({
    path: '/pages/landing-settings/account',
    config: { justLandingPage: true },
    user: USER,
    rules: OWNER_RULES,
    api: profileApi,
  });

describe('the profile’s birth date is typed in the page’s language', () => {
  test('shows the saved date day first on a Spanish page and saves what is typed as ISO', async () => {
    const view = await renderProfile();
    const field = (await view.findByRole('textbox', { name: /Fecha de nacimiento/ })) as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.value).toBe('12/04/1986');
    fireEvent.change(field, { target: { value: '15/05/1990' } });
    fireEvent.click(view.getByRole('button', { name: 'Guardar' }));
    expect(await view.findByText('Los cambios se guardaron correctamente.')).toBeTruthy();
    const patch = view.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ birthdate: '1990-05-15' });
  });

  test.each([
    ['31/02/1990', 'Escribe una fecha que exista, en la forma dd/mm/aaaa.'],
    ['15/05/2990', 'Ingresa una fecha de nacimiento en el pasado (posterior a 1900).'],
  ])('%s is refused with the birth-date rules, and nothing is sent', async (typed, error) => {
    const view = await renderProfile();
    const field = await view.findByRole('textbox', { name: /Fecha de nacimiento/ });
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(view.getByRole('button', { name: 'Guardar' }));
    expect(await view.findByText(error)).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});

describe('the admissions list’s day is typed in the page’s language', () => {
  test('a whole date lists that day; a date being typed keeps the day shown', async () => {
    const days: string[] = [];
    const view = await renderPortal({
      path: '/admissions',
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`GET /organizations/${CLINIC.id}/admissions`]: ({ url }) => {
          days.push(`${url.searchParams.get('from')}…${url.searchParams.get('to')}`);
          return { body: { items: [], page: 1, pageSize: 20, total: 0 } };
        },
      }),
    });
    const field = (await view.findByLabelText('Fecha')) as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('dd/mm/aaaa');
    await view.findByText('Día, mes y año: dd/mm/aaaa.');
    const asked = days.length;
    fireEvent.change(field, { target: { value: '03/07' } });
    expect(days).toHaveLength(asked);
    fireEvent.change(field, { target: { value: '03/07/2026' } });
    await view.findByDisplayValue('03/07/2026');
    await vi.waitFor(() => expect(days.at(-1)).toBe('2026-07-03…2026-07-03'));
  });
});
