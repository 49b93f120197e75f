import { dateInBogota } from '@facturo/sdk/co';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { DateField, type DateFieldProps } from '../../src/ui/date-field';
import { CLINICIAN_RULES, clinicApi } from '../pages/clinic/clinic-fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';
import { renderWithServices } from '../support/render-with-services';

describe('a date field', () => {
  test('follows the page’s language, not the browser’s: month first on an English page', async () => {
    const view = await renderPortal({
      path: '/appointments',
      config: { locale: 'en' },
      user: { ...USER, language: 'en' },
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician'),
    });
    const field = (await view.findByLabelText('Date')) as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('mm/dd/yyyy');
    const [year, month, day] = dateInBogota().split('-');
    expect(field.value).toBe(`${month}/${day}/${year}`);
    expect(view.getByText('Month, day and year: mm/dd/yyyy.')).toBeTruthy();
    // A whole date moves the agenda; a date being typed does not.
    fireEvent.change(field, { target: { value: '07/2' } });
    expect(field.value).toBe('07/2');
    fireEvent.change(field, { target: { value: '07/20/2026' } });
    expect(await view.findByText('Monday, Jul 20')).toBeTruthy();
  });
});

function Harness(props: Omit<DateFieldProps, 'label' | 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...field } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Fecha de la cita" value={value} onValueChange={setValue} {...field} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement as Element, { key: name, ...init });
const focusedLabel = () => (document.activeElement as HTMLElement).getAttribute('aria-label');

describe('a date field’s calendar', () => {
  test('opens on the field’s date, moves by keyboard, picks with Enter and gives the focus back', async () => {
    const view = await renderWithServices(<Harness initial="2026-12-08" />, 'es');
    const opener = view.getByRole('button', { name: 'Elegir en el calendario: Fecha de la cita' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const calendar = await view.findByRole('dialog', { name: 'Fecha de la cita' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(within(calendar).getByRole('heading', { name: 'diciembre de 2026' })).toBeTruthy();
    // A Spanish page: Monday first, names from Intl in Spanish.
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays.map((cell) => cell.textContent)).toEqual([
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
      'dom',
    ]);
    // The chosen day has the focus, says it is chosen, and is named as a festivo.
    await waitFor(() =>
      expect(focusedLabel()).toBe('martes, 8 de diciembre de 2026, festivo: Inmaculada Concepción'),
    );
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousA11yViolations(view.container);

    key('ArrowRight');
    expect(focusedLabel()).toBe('miércoles, 9 de diciembre de 2026');
    key('ArrowDown');
    expect(focusedLabel()).toBe('miércoles, 16 de diciembre de 2026');
    key('PageDown');
    expect(focusedLabel()).toBe('sábado, 16 de enero de 2027');
    expect(within(calendar).getByRole('heading', { name: 'enero de 2027' })).toBeTruthy();
    key('Home');
    // The Epiphany moves to Monday 11 January in 2027.
    expect(focusedLabel()).toBe('lunes, 11 de enero de 2027, festivo: Día de los Reyes Magos');
    key('End');
    expect(focusedLabel()).toBe('domingo, 17 de enero de 2027');
    key('PageUp', { shiftKey: true });
    expect(focusedLabel()).toBe('sábado, 17 de enero de 2026');
    key('ArrowUp');
    expect(focusedLabel()).toBe('sábado, 10 de enero de 2026');

    key('Enter');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(view.getByTestId('value').textContent).toBe('2026-01-10');
    expect((view.getByLabelText('Fecha de la cita') as HTMLInputElement).value).toBe('10/01/2026');
    expect(document.activeElement).toBe(opener);
  });

  test('follows an English page: English names, Sunday first, month first in the field; Escape closes', async () => {
    const view = await renderWithServices(<Harness initial="2026-07-20" />, 'en');
    const opener = view.getByRole('button', { name: 'Pick from the calendar: Fecha de la cita' });
    fireEvent.click(opener);
    const calendar = await view.findByRole('dialog');
    expect(within(calendar).getByRole('heading', { name: 'July 2026' })).toBeTruthy();
    expect(within(calendar).getAllByRole('columnheader')[0]?.textContent).toBe('Sun');
    await waitFor(() =>
      expect(focusedLabel()).toBe('Monday, July 20, 2026, public holiday in Colombia: Independence Day'),
    );
    key('ArrowLeft');
    expect(focusedLabel()).toBe('Sunday, July 19, 2026');
    key('Escape');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Escape picks nothing.
    expect(view.getByTestId('value').textContent).toBe('2026-07-20');
    expect((view.getByLabelText('Fecha de la cita') as HTMLInputElement).value).toBe('07/20/2026');
  });

  test('keeps to the field’s min and max: keys stop there, days outside are refused, a click picks', async () => {
    const view = await renderWithServices(
      <Harness initial="2026-03-10" min="2026-03-09" max="2026-03-20" />,
      'es',
    );
    fireEvent.click(view.getByRole('button', { name: 'Elegir en el calendario: Fecha de la cita' }));
    const calendar = await view.findByRole('dialog');
    await waitFor(() => expect(focusedLabel()).toBe('martes, 10 de marzo de 2026'));
    key('ArrowUp');
    expect(focusedLabel()).toBe('lunes, 9 de marzo de 2026');
    key('PageDown');
    expect(focusedLabel()).toBe('viernes, 20 de marzo de 2026');
    const outside = within(calendar).getByRole('button', { name: 'sábado, 21 de marzo de 2026' });
    expect(outside.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(outside);
    expect(view.getByRole('dialog')).toBeTruthy();
    expect(view.getByTestId('value').textContent).toBe('2026-03-10');
    // A click on a day within them picks it.
    fireEvent.click(within(calendar).getByRole('button', { name: 'jueves, 12 de marzo de 2026' }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(view.getByTestId('value').textContent).toBe('2026-03-12');
  });

  test('opens on today when the field is empty, and the month buttons change the month', async () => {
    const view = await renderWithServices(<Harness />, 'es');
    fireEvent.click(view.getByRole('button', { name: 'Elegir en el calendario: Fecha de la cita' }));
    const calendar = await view.findByRole('dialog');
    const today = dateInBogota();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe(today));
    expect(document.activeElement?.getAttribute('aria-current')).toBe('date');
    const thisMonth = new Intl.DateTimeFormat('es-CO', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${today}T12:00:00Z`));
    expect(within(calendar).getByRole('heading').textContent).toBe(thisMonth);
    fireEvent.click(within(calendar).getByRole('button', { name: 'Mes siguiente' }));
    expect(within(calendar).getByRole('heading').textContent).not.toBe(thisMonth);
    fireEvent.click(within(calendar).getByRole('button', { name: 'Mes anterior' }));
    expect(within(calendar).getByRole('heading').textContent).toBe(thisMonth);
  });
});
