import { parseTimeText } from '@facturo/sdk/co';
import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { TimeField, type TimeFieldProps } from '../../src/ui/time-field';
import { renderWithServices } from '../support/render-with-services';

describe('times as the reader types them', () => {
  test.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['14.30', '14:30'],
    ['14h30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['2:30 pm', '14:30'],
    ['2:30 p. m.', '14:30'],
    ['9 am', '09:00'],
    ['12:15 a. m.', '00:15'],
    ['12:15 PM', '12:15'],
    ['24:00', null],
    ['9:60', null],
    ['13:00 pm', null],
    ['14', null],
    ['nueve', null],
    ['', null],
  ] as const)('%s → %s', (text, time) => {
    expect(parseTimeText(text)).toBe(time);
  });
});

function Harness(props: Omit<TimeFieldProps, 'label' | 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <TimeField label="Hora" value={value} onValueChange={setValue} {...props} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('a time field', () => {
  test('on a Spanish page: 24-hour text, reported as HH:mm, a translated error for what is not a time', async () => {
    const view = await renderWithServices(<Harness hint="Hora de Colombia." />, 'es');
    const field = view.getByLabelText('Hora') as HTMLInputElement;
    // A text field, not the browser's time input (which follows the browser's language and clock).
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('hh:mm');
    expect(view.getByText('Hora de Colombia. En formato de 24 horas, por ejemplo 14:30.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '2:30 pm' } });
    expect(view.getByTestId('value').textContent).toBe('14:30');
    fireEvent.blur(field);
    expect(field.value).toBe('14:30');
    expect(field.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(field, { target: { value: '25:00' } });
    // The text itself is reported, so the form refuses it; the field says nothing while it is typed.
    expect(view.getByTestId('value').textContent).toBe('25:00');
    expect(view.queryByText(/Escribe una hora válida/)).toBeNull();
    fireEvent.blur(field);
    expect(
      view.getByText('Escribe una hora válida en formato de 24 horas, por ejemplo 09:30 o 14:30.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  test('on an English page the words are English and the clock stays 24-hour; a step is enforced', async () => {
    const view = await renderWithServices(<Harness stepMinutes={5} errors={['From the form.']} />, 'en');
    const field = view.getByLabelText('Hora') as HTMLInputElement;
    expect(view.getByText('24-hour clock, for example 14:30.')).toBeTruthy();
    // The form's own errors show while the field has nothing to add.
    expect(view.getByText('From the form.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '9:07' } });
    fireEvent.blur(field);
    expect(view.getByText('The time goes in steps of 5 minutes, for example 09:00 or 09:30.')).toBeTruthy();
    expect(view.queryByText('From the form.')).toBeNull();
    fireEvent.change(field, { target: { value: 'nine' } });
    fireEvent.blur(field);
    expect(
      view.getByText('Enter a valid time on the 24-hour clock, for example 09:30 or 14:30.'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '21:05' } });
    fireEvent.blur(field);
    expect(view.queryByText(/Enter a valid time|steps of/)).toBeNull();
    expect(view.getByTestId('value').textContent).toBe('21:05');
  });
});
