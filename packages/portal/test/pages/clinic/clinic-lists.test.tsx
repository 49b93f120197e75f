import { dateInBogota } from '@facturo/sdk/co';
import type { Appointment } from '@facturo/sdk/schemas';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FakeHandler } from '../../support/fake-api';
import { CLINIC, USER } from '../../support/fixtures';
import { renderPortal } from '../../support/render-portal';
import { admissionOn, appointmentAt, CLINICIAN_RULES, clinicApi, PATIENT } from './clinic-fixtures';

const base = `/organizations/${CLINIC.id}`;

/**
 * A list endpoint that pages through `all` as the API does (a cursor, when sent, says the page and
 * `page` is then ignored), recording the pages served and the cursors sent.
 */
function pagedList<T>(all: readonly T[], asked: number[], cursors: (string | null)[] = []): FakeHandler {
  return ({ url }) => {
    const cursor = url.searchParams.get('cursor');
    cursors.push(cursor);
    const page = cursor ? Number(cursor.replace('to-page-', '')) : Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('page_size') ?? 20);
    asked.push(page);
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return {
      body: {
        items,
        page,
        pageSize,
        total: all.length,
        nextCursor: page * pageSize < all.length ? `to-page-${page + 1}` : null,
        prevCursor: page > 1 ? `to-page-${page - 1}` : null,
      },
    };
  };
}

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('no list stops at its first page', () => {
  test.each(['appointments', 'admissions'] as const)(
    'a patient’s %s tab pages through all of them',
    async (tab) => {
      const asked: number[] = [];
      const cursors: (string | null)[] = [];
      const all: readonly unknown[] =
        tab === 'appointments'
          ? Array.from({ length: 45 }, (_, index) =>
              appointmentAt(index + 1, '2026-07-06', time(420 + index)),
            )
          : Array.from({ length: 45 }, (_, index) => admissionOn(index + 1, '2026-07-06'));
      const view = await renderPortal({
        path: `/patients/patient-profile?id=${PATIENT.id}&tab=${tab}`,
        user: USER,
        rules: CLINICIAN_RULES,
        api: clinicApi('clinician', { [`GET ${base}/${tab}`]: pagedList(all, asked, cursors) }),
      });
      expect(await view.findByText('1–20 de 45')).toBeTruthy();
      fireEvent.click(view.getByRole('button', { name: 'Siguiente' }));
      expect(await view.findByText('21–40 de 45')).toBeTruthy();
      fireEvent.click(view.getByRole('button', { name: 'Siguiente' }));
      expect(await view.findByText('41–45 de 45')).toBeTruthy();
      expect((view.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
      // Back to page 2 (already shown, so from the cache), then to page 1 by page 2's cursor.
      fireEvent.click(view.getByRole('button', { name: 'Anterior' }));
      expect(await view.findByText('21–40 de 45')).toBeTruthy();
      fireEvent.click(view.getByRole('button', { name: 'Anterior' }));
      expect(await view.findByText('1–20 de 45')).toBeTruthy();
      expect(asked).toEqual([1, 2, 3, 1]);
      // Next and previous follow the answer's cursors: the API neither skips rows nor counts again.
      expect(cursors).toEqual([null, 'to-page-2', 'to-page-3', 'to-page-1']);
    },
  );

  test('the agenda shows every appointment of the week, however many pages they take', async () => {
    const today = dateInBogota();
    const asked: number[] = [];
    // 130 on one day (cancelled ones count too): a second page of the API.
    const all: Appointment[] = Array.from({ length: 130 }, (_, index) => ({
      ...appointmentAt(index + 1, today, time(420 + 5 * index)),
      status: index % 2 ? 'scheduled' : 'cancelled',
    }));
    const view = await renderPortal({
      path: '/appointments',
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', { [`GET ${base}/appointments`]: pagedList(all, asked) }),
    });
    // (Text queries: a role query over 130 buttons is slow enough in jsdom to time out.)
    const last = await view.findByText('Paciente 130', {}, { timeout: 5000 });
    expect(last.closest('button')?.textContent).toBe('17:45–18:15Paciente 130Agendada');
    expect(view.getByText('Paciente 1').closest('button')?.textContent).toBe(
      '07:00–07:30Paciente 1Cancelada',
    );
    expect(asked).toEqual([1, 2]);
  });
});

describe('admitting records when the patient arrived', () => {
  const admitted = { status: 201, body: admissionOn(1, '2026-07-03') };

  test('left as it opens, the arrival is now: the API’s clock decides', async () => {
    let sent: Record<string, unknown> | undefined;
    const view = await renderPortal({
      path: `/admissions?patient=${PATIENT.id}`,
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`POST ${base}/admissions`]: ({ body }) => {
          sent = body as Record<string, unknown>;
          return admitted;
        },
      }),
    });
    const dialog = await view.findByRole('dialog', { name: 'Admitir paciente' });
    await within(dialog).findByLabelText('Fecha de llegada');
    // Today, as the page writes dates (day first).
    expect((within(dialog).getByLabelText('Fecha de llegada') as HTMLInputElement).value).toBe(
      dateInBogota().split('-').reverse().join('/'),
    );
    expect((within(dialog).getByLabelText('Hora de llegada') as HTMLInputElement).value).toMatch(
      /^\d\d:\d\d$/,
    );
    fireEvent.change(within(dialog).getByLabelText('Profesional'), { target: { value: USER.id } });
    fireEvent.change(within(dialog).getByLabelText('Motivo de la consulta'), { target: { value: 'Fiebre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Admitir' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).not.toHaveProperty('admitted_at');
  });

  test('another date lists that day’s appointments and sends the time typed, in Colombia', async () => {
    let sent: Record<string, unknown> | undefined;
    const earlier = appointmentAt(7, '2026-07-03', '09:00');
    const view = await renderPortal({
      path: `/admissions?patient=${PATIENT.id}`,
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician', {
        [`GET ${base}/appointments`]: ({ url }) => ({
          body: {
            items: url.searchParams.get('from') === '2026-07-03' ? [earlier] : [],
            page: 1,
            pageSize: 100,
            total: url.searchParams.get('from') === '2026-07-03' ? 1 : 0,
          },
        }),
        [`POST ${base}/admissions`]: ({ body }) => {
          sent = body as Record<string, unknown>;
          return admitted;
        },
      }),
    });
    const dialog = await view.findByRole('dialog', { name: 'Admitir paciente' });
    await within(dialog).findByLabelText('Fecha de llegada');
    const arrivesFor = within(dialog).getByLabelText('Llega para') as HTMLSelectElement;
    expect([...arrivesFor.options].map((option) => option.value)).toEqual(['']);
    fireEvent.change(within(dialog).getByLabelText('Fecha de llegada'), { target: { value: '2026-07-03' } });
    fireEvent.change(within(dialog).getByLabelText('Hora de llegada'), { target: { value: '09:10' } });
    const option = await within(dialog).findByRole('option', {
      name: 'Cita de las 09:00 con Valentina Restrepo Gómez',
    });
    fireEvent.change(arrivesFor, { target: { value: (option as HTMLOptionElement).value } });
    fireEvent.change(within(dialog).getByLabelText('Motivo de la consulta'), {
      target: { value: 'Control' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Admitir' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ appointment_id: earlier.id, admitted_at: '2026-07-03T09:10:00-05:00' });
  });

  test('a blank arrival time is required, not read as now', async () => {
    const view = await renderPortal({
      path: `/admissions?patient=${PATIENT.id}`,
      user: USER,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician'),
    });
    const dialog = await view.findByRole('dialog', { name: 'Admitir paciente' });
    await within(dialog).findByLabelText('Fecha de llegada');
    fireEvent.change(within(dialog).getByLabelText('Hora de llegada'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Profesional'), { target: { value: USER.id } });
    fireEvent.change(within(dialog).getByLabelText('Motivo de la consulta'), { target: { value: 'Fiebre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Admitir' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

test('the overview names the place, not the DIVIPOLA code, with civil status and occupation', async () => {
  const view = await renderPortal({
    path: `/patients/patient-profile?id=${PATIENT.id}`,
    user: USER,
    rules: CLINICIAN_RULES,
    api: clinicApi('clinician'),
  });
  expect(await view.findByText('Calle 10 # 43-20 · Medellín, Antioquia')).toBeTruthy();
  expect(view.queryByText(/05001/)).toBeNull();
  expect(view.getByText('Casado(a)')).toBeTruthy();
  expect(view.getByText('Contador')).toBeTruthy();
});
