import { fullAppOrigin } from '../portal/support/full-app-session';
import { demoAccount } from '../support/demo-accounts';
import { expect, test } from '../support/test';
import {
  apiToken,
  expectAccessible,
  signIn,
  slotLaterToday,
  clockTime as time,
  upcomingDays,
} from './clinic-portal';

const CLINICIAN = 'andres.mejia@saludaburra.test';

/** An ISO date as a Spanish page's date fields take it: day, month, year. */
const typed = (iso: string) => iso.split('-').reverse().join('/');
const BILLING = 'laura.cardona@saludaburra.test';

test.describe('the clinic module in the portal', () => {
  test('a clinician registers a patient, books (festivo and lock refused), admits her for today’s appointment, writes an entry and an addendum', async ({
    page,
    request,
  }) => {
    // The whole visit in one journey (two bookings, an admission, an entry, the agenda): more than the
    // default 45 s on a busy machine.
    test.setTimeout(120_000);
    const clinician = demoAccount(CLINICIAN);
    const days = await upcomingDays(request, await apiToken(request, clinician));
    const [lockDay, bookingDay] = days.business as [string, string];
    const documentNumber = String(1_000_000_000 + Math.floor(Math.random() * 99_999_999));
    // A fresh database has the afternoon free; a random slot keeps local re-runs from colliding.
    const slot = 13 * 60 + 5 * Math.floor(Math.random() * 48);
    await signIn(page, clinician);

    // Register the patient.
    await page.goto(`${fullAppOrigin()}/patients`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    const registration = page.getByRole('dialog', { name: 'Registrar paciente' });
    await registration.getByLabel('Número de documento').fill(documentNumber);
    await registration.getByLabel('Primer nombre').fill('Manuela');
    await registration.getByLabel('Primer apellido').fill('Castaño');
    await registration.getByLabel('Fecha de nacimiento', { exact: true }).fill('11/02/1994');
    await registration.getByLabel('Sexo').selectOption({ label: 'Mujer' });
    await registration.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await registration.getByLabel('Municipio').selectOption({ label: 'Medellín' });
    await registration.getByLabel('Dirección').fill('Calle 33 # 65-10, Conquistadores');
    await registration.getByLabel('Aseguradora (EPS)').fill('EPS Sura');
    await registration.getByRole('button', { name: 'Registrar paciente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manuela Castaño' })).toBeVisible();
    await expect(page.getByText(`CC ${documentNumber}`).first()).toBeVisible();
    await expectAccessible(page);
    const profile = page.url();

    // Block part of the clinician's own agenda.
    await page.goto(`${fullAppOrigin()}/schedule-lock`);
    await page.getByLabel('Fecha de inicio', { exact: true }).fill(typed(lockDay));
    await page.getByLabel('Hora de inicio').fill('16:00');
    await page.getByLabel('Fecha de fin', { exact: true }).fill(typed(lockDay));
    await page.getByLabel('Hora de fin').fill('18:00');
    await page.getByLabel('Motivo').fill('Junta médica');
    await page.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByRole('status').filter({ hasText: /por reprogramar/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Junta médica', exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // Book: a festivo and the locked slot are refused with a clear message; a free slot is booked.
    await page.goto(profile);
    await page.getByRole('link', { name: 'Agendar cita' }).click();
    const booking = page.getByRole('dialog', { name: 'Agendar cita' });
    await expect(booking.getByLabel('Paciente', { exact: true })).toHaveValue(/.+/);
    await booking.getByLabel('Profesional').selectOption({ label: 'Andrés Felipe Mejía Rendón' });
    await booking.getByLabel('Fecha', { exact: true }).fill(typed(days.holiday));
    await booking.getByLabel('Hora').fill('09:00');
    await booking.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(booking.getByRole('alert')).toHaveText('Ese día es festivo en Colombia. Elige otro día.');
    await expect(booking.getByText(/^El .+ es festivo: .+\.$/)).toBeVisible();
    await booking.getByLabel('Fecha', { exact: true }).fill(typed(lockDay));
    await booking.getByLabel('Hora').fill('16:30');
    await booking.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(booking.getByRole('alert')).toHaveText(
      'Ese horario está bloqueado en la agenda. Elige otro horario.',
    );
    await expect(
      booking.getByText(/^Horario bloqueado el .+ de 4:00.+ a 6:00.+: Junta médica\.$/),
    ).toBeVisible();
    await booking.getByLabel('Fecha', { exact: true }).fill(typed(bookingDay));
    await booking.getByLabel('Hora').fill(time(slot));
    await booking.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(booking).toBeHidden();
    await page.getByLabel('Fecha', { exact: true }).fill(typed(bookingDay));
    await expect(
      page.getByRole('button', { name: `${time(slot)}–${time(slot + 30)} Manuela Castaño Agendada` }),
    ).toBeVisible();
    await expectAccessible(page);

    // An appointment later today (the clinician's agenda is free today: the lock is on another day).
    const todaySlot = slotLaterToday(days);
    if (todaySlot !== null) {
      await page.goto(profile);
      await page.getByRole('link', { name: 'Agendar cita' }).click();
      await expect(booking.getByLabel('Paciente', { exact: true })).toHaveValue(/.+/);
      await booking.getByLabel('Profesional').selectOption({ label: 'Andrés Felipe Mejía Rendón' });
      await booking.getByLabel('Fecha', { exact: true }).fill(typed(days.today));
      await booking.getByLabel('Hora').fill(time(todaySlot));
      await booking.getByRole('button', { name: 'Agendar', exact: true }).click();
      await expect(booking).toBeHidden();
    }

    // Admit her for that appointment (on a festivo or late at night no appointment can be booked
    // today: she then arrives without one) and open the visit's entry.
    await page.goto(profile);
    await page.getByRole('link', { name: 'Admitir paciente' }).click();
    const admission = page.getByRole('dialog', { name: 'Admitir paciente' });
    await expect(admission.getByLabel('Fecha de llegada', { exact: true })).toHaveValue(typed(days.today));
    if (todaySlot !== null) {
      await admission
        .getByLabel('Llega para')
        .selectOption({ label: `Cita de las ${time(todaySlot)} con Andrés Felipe Mejía Rendón` });
    } else {
      await admission
        .getByLabel('Llega para')
        .selectOption({ label: 'Sin cita (consulta prioritaria o espontánea)' });
      await admission.getByLabel('Profesional').selectOption({ label: 'Andrés Felipe Mejía Rendón' });
    }
    await admission.getByLabel('Motivo de la consulta').fill('Dolor de garganta y fiebre');
    await admission.getByRole('button', { name: 'Admitir', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Admitiste a Manuela Castaño' })).toBeVisible();
    await expectAccessible(page);

    // Write and sign the entry, then add an addendum.
    await page.getByRole('link', { name: 'Abrir historia clínica' }).click();
    await page.getByRole('button', { name: 'Escribir y firmar' }).click();
    await page.getByLabel('Motivo de consulta').fill('Dolor de garganta y fiebre');
    await page.getByLabel('Enfermedad actual').fill('Odinofagia de tres días, fiebre de 38,5 °C, sin tos.');
    await page.getByLabel('Código CIE-10 1').fill('J039');
    await expect(page.getByLabel('Diagnóstico 1', { exact: true })).toHaveValue(
      'Amigdalitis aguda, no especificada',
    );
    await page
      .getByLabel('Plan de manejo')
      .fill('Acetaminofén 500 mg cada 8 horas; control en 48 horas si persiste la fiebre.');
    await page.getByRole('button', { name: 'Firmar registro' }).click();
    await expect(page.getByText('Firmado', { exact: true })).toBeVisible();
    await expect(page.getByText('Amigdalitis aguda, no especificada')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar adenda' }).click();
    await page
      .getByLabel('Adenda', { exact: true })
      .fill('Frotis faríngeo positivo para estreptococo: se cambia a amoxicilina.');
    await page.getByRole('button', { name: 'Guardar adenda' }).click();
    await expect(page.getByText(/^Adenda de Andrés Felipe Mejía Rendón/)).toBeVisible();
    await expect(
      page.getByText('Frotis faríngeo positivo para estreptococo: se cambia a amoxicilina.'),
    ).toBeVisible();
    await expectAccessible(page);

    // The appointment she was admitted for is attended in the agenda.
    if (todaySlot !== null) {
      await page.goto(`${fullAppOrigin()}/appointments`);
      await page.getByLabel('Profesional').selectOption({ label: 'Andrés Felipe Mejía Rendón' });
      await page.getByLabel('Fecha', { exact: true }).fill(typed(days.today));
      await expect(
        page.getByRole('button', {
          name: `${time(todaySlot)}–${time((todaySlot + 30) % (24 * 60))} Manuela Castaño Atendida`,
        }),
      ).toBeVisible();
    }
  });

  test('a billing user does not see the clinical history and is not authorized by URL', async ({ page }) => {
    await signIn(page, demoAccount(BILLING));
    await page.goto(`${fullAppOrigin()}/patients`);
    const menu = page.getByRole('navigation').first();
    await expect(menu.getByRole('link', { name: 'Pacientes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Historia clínica' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Citas' })).toHaveCount(0);

    await page.goto(`${fullAppOrigin()}/histories/clinic-history`);
    await expect(page).toHaveURL(/not-authorized/);
    await page.goto(`${fullAppOrigin()}/appointments`);
    await expect(page).toHaveURL(/not-authorized/);
    await page.goto(`${fullAppOrigin()}/patients/patient-profile?tab=history`);
    await expect(page).toHaveURL(/not-authorized/);
    await page.goto(`${fullAppOrigin()}/schedule-lock`);
    await expect(page).toHaveURL(/not-authorized/);
  });
});
