import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { CLINIC, USER } from '../../support/fixtures';
import { renderPortal } from '../../support/render-portal';
import { CLINIC_BILLING_RULES, CLINICIAN_RULES, clinicApi, PATIENT, SIGNED_ENTRY } from './clinic-fixtures';

const base = `/organizations/${CLINIC.id}`;

describe('patients', () => {
  test('the table lists patients by surname; a search asks the API with the words typed', async () => {
    const searches: (string | null)[] = [];
    const api = clinicApi('clinician', {
      [`GET ${base}/patients`]: ({ url }: { url: URL }) => {
        searches.push(url.searchParams.get('q'));
        return { body: { items: [PATIENT], page: 1, pageSize: 20, total: 1 } };
      },
    });
    const view = await renderPortal({ path: '/patients', user: USER, rules: CLINICIAN_RULES, api });
    expect(await view.findByRole('link', { name: PATIENT.fullName })).toBeTruthy();
    expect(view.getByText('CC 1017234567')).toBeTruthy();
    expect(view.getByText('1–1 de 1')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Buscar pacientes'), { target: { value: 'restrepo' } });
    await waitFor(() => expect(searches).toContain('restrepo'));
    expect(searches[0]).toBeNull();
    await expectNoSeriousA11yViolations(view.container);
  });

  test('registering checks the form in Spanish, then sends the patient as the API expects', async () => {
    let sent: unknown;
    const view = await renderPortal({
      path: '/patients',
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`POST ${base}/patients`]: ({ body }: { body: unknown }) => {
          sent = body;
          return { status: 201, body: PATIENT };
        },
      }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Registrar paciente' }));
    const dialog = await view.findByRole('dialog', { name: 'Registrar paciente' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar paciente' }));
    expect(await within(dialog).findAllByText('Este campo es obligatorio.')).not.toHaveLength(0);
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Número de documento', '1.017.234.567');
    fill('Primer nombre', 'Juan');
    fill('Primer apellido', 'Restrepo');
    // Typed as the page writes dates (day first), whatever the browser's language.
    fill('Fecha de nacimiento', '14/05/1990');
    fill('Sexo', 'male');
    fill('Estado civil', 'free_union');
    fill(/^Ocupación/, 'Electricista');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Antioquia' })).toBeTruthy());
    fill('Departamento', '05');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Medellín' })).toBeTruthy());
    fill('Municipio', '05001');
    fill('Dirección', 'Calle 10 # 43-20');
    fill('Aseguradora (EPS)', 'EPS Sura');
    fill('Régimen', 'contributory');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar paciente' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      document_type: 'CC',
      document_number: '1.017.234.567',
      first_name: 'Juan',
      birthdate: '1990-05-14',
      sex: 'male',
      address: { country: 'CO', department_code: '05', municipality_code: '05001', zone: 'urban' },
      regime: 'contributory',
      insurer_name: 'EPS Sura',
      emergency_contact: null,
      civil_status: 'free_union',
      occupation: 'Electricista',
      companion: null,
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/patients/patient-profile'));
  });

  test('a company has no clinic: the page says so', async () => {
    const view = await renderPortal({
      path: '/patients',
      user: USER,
      rules: CLINICIAN_RULES,
      api: { 'GET /organizations': () => ({ body: { items: [{ ...CLINIC, kind: 'company' }] } }) },
    });
    expect(await view.findByText('Esta sección es para clínicas')).toBeTruthy();
    // Nor does the menu offer the clinic's pages while working in a company.
    expect(view.queryByRole('link', { name: 'Pacientes' })).toBeNull();
  });
});

describe('a patient’s profile', () => {
  test('a clinician sees the history timeline and adds an addendum', async () => {
    let addendum: unknown;
    const view = await renderPortal({
      path: `/patients/patient-profile?id=${PATIENT.id}&tab=history`,
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`POST ${base}/history-entries/${SIGNED_ENTRY.id}/addenda`]: ({ body }: { body: unknown }) => {
          addendum = body;
          return { status: 201, body: SIGNED_ENTRY };
        },
      }),
    });
    expect(await view.findByText('Amigdalitis aguda, no especificada')).toBeTruthy();
    const tabs = view.getByRole('navigation', { name: 'Secciones del paciente' });
    expect(within(tabs).getByRole('link', { name: 'Historia clínica' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(view.getByRole('button', { name: 'Agregar adenda' }));
    fireEvent.change(view.getByLabelText('Adenda'), {
      target: { value: 'Resultado de laboratorio normal.' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Guardar adenda' }));
    await waitFor(() => expect(addendum).toEqual({ text: 'Resultado de laboratorio normal.' }));
    await expectNoSeriousA11yViolations(view.container);
  });

  test('billing sees the overview and admissions, never the clinical history', async () => {
    const view = await renderPortal({
      path: `/patients/patient-profile?id=${PATIENT.id}`,
      user: USER,
      rules: CLINIC_BILLING_RULES,
      api: clinicApi('billing'),
    });
    expect(await view.findByRole('heading', { level: 1, name: PATIENT.fullName })).toBeTruthy();
    const tabs = view.getByRole('navigation', { name: 'Secciones del paciente' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Resumen', 'Admisiones']);
    expect(view.queryByText('Amigdalitis aguda, no especificada')).toBeNull();
    expect(view.queryByRole('link', { name: 'Agendar cita' })).toBeNull();
    // Asking for the history tab by URL is not authorized, as a forbidden workspace tab is.
    await view.router.navigate(`/patients/patient-profile?id=${PATIENT.id}&tab=history`);
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/not-authorized/));
    expect(view.api.calls.some((call) => call.path.includes('/history'))).toBe(false);
  });
});

describe('guard and menu', () => {
  test('billing: the clinical history is not in the menu and its URL is not authorized', async () => {
    const view = await renderPortal({
      path: '/histories/clinic-history',
      user: USER,
      rules: CLINIC_BILLING_RULES,
      api: clinicApi('billing'),
    });
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/not-authorized/));
    await view.router.navigate('/patients');
    expect(await view.findByRole('link', { name: 'Pacientes' })).toBeTruthy();
    expect(view.queryByRole('link', { name: 'Historia clínica' })).toBeNull();
    expect(view.queryByRole('link', { name: 'Citas' })).toBeNull();
  });
});

describe('the agenda', () => {
  test('a festivo refused by the API shows its message and the detail under the time', async () => {
    const view = await renderPortal({
      path: `/appointments?patient=${PATIENT.id}`,
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`POST ${base}/appointments`]: () => ({
          status: 409,
          body: {
            code: 'appointment_on_holiday',
            message: 'Ese día es festivo en Colombia. Elige otro día.',
            fieldErrors: { startsAt: ['El 20 de julio de 2026 es festivo: Día de la Independencia.'] },
          },
        }),
      }),
    });
    const dialog = await view.findByRole('dialog', { name: 'Agendar cita' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Paciente') as HTMLSelectElement).value).toBe(PATIENT.id),
    );
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '20/07/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Ese día es festivo en Colombia. Elige otro día.',
    );
    expect(
      within(dialog).getByText('El 20 de julio de 2026 es festivo: Día de la Independencia.'),
    ).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);
  });

  test('the patient picker asks to type first, and says "no match" only after a search found nothing', async () => {
    const view = await renderPortal({
      path: '/appointments',
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`GET ${base}/patients`]: () => ({ body: { items: [], page: 1, pageSize: 20, total: 0 } }),
      }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Agendar cita' }));
    const dialog = await view.findByRole('dialog', { name: 'Agendar cita' });
    const picker = within(dialog).getByLabelText('Paciente') as HTMLSelectElement;
    expect(picker.options[0]?.textContent).toBe('Escribe arriba para buscar al paciente');
    fireEvent.change(within(dialog).getByLabelText('Buscar paciente'), { target: { value: 'Zuluaga' } });
    await waitFor(() =>
      expect(picker.options[0]?.textContent).toBe('Ningún paciente coincide con la búsqueda.'),
    );
  });
});
