import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CheckboxField } from '../../src/fields/checkbox-field';
import { PasswordField } from '../../src/fields/password-field';
import { SelectField } from '../../src/fields/select-field';
import { TextAreaField } from '../../src/fields/text-area-field';
import { TextField } from '../../src/fields/text-field';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { descriptionOf, renderWithTexts, testI18n } from '../support/render-with-texts';

describe('fields', () => {
  test('a text field names its hint, then its errors, and is invalid while it has any', async () => {
    const onValueChange = vi.fn();
    const view = renderWithTexts(
      <TextField
        label="Teléfono"
        optional
        hint="Con indicativo."
        errors={['Ingresa un teléfono válido.', 'Solo números.']}
        value=""
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByLabelText('Teléfono (opcional)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Con indicativo. Ingresa un teléfono válido.Solo números.');
    expect(screen.getAllByText(/Ingresa un teléfono|Solo números/)).toHaveLength(2);
    await userEvent.type(input, '3');
    expect(onValueChange).toHaveBeenCalledWith('3');
    await expectNoSeriousA11yViolations(view.container);
  });

  test('"(optional)" follows the texts around the field', () => {
    renderWithTexts(<TextAreaField label="Notes" optional value="" />, testI18n('en'));
    expect(screen.getByLabelText('Notes (optional)').tagName).toBe('TEXTAREA');
  });

  test('a select lists its options after the placeholder and reports the choice', async () => {
    const onValueChange = vi.fn();
    renderWithTexts(
      <SelectField
        label="Zona"
        placeholder="Selecciona…"
        value=""
        onValueChange={onValueChange}
        options={[
          { value: 'urban', label: 'Urbana' },
          { value: 'rural', label: 'Rural' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Zona');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona…', 'Urbana', 'Rural']);
    await userEvent.selectOptions(select, 'rural');
    expect(onValueChange).toHaveBeenCalledWith('rural');
  });

  test('a checkbox is named by its label and carries its errors', async () => {
    const onCheckedChange = vi.fn();
    renderWithTexts(
      <CheckboxField
        label="Acepto los términos"
        checked={false}
        onCheckedChange={onCheckedChange}
        errors={['Debes aceptar los términos.']}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Acepto los términos' });
    expect(descriptionOf(checkbox)).toBe('Debes aceptar los términos.');
    await userEvent.click(screen.getByText('Acepto los términos'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  test('a password field shows and hides what was typed with a pressed toggle', async () => {
    renderWithTexts(
      <PasswordField label="Contraseña" value="secreta" showLabel="Mostrar" hideLabel="Ocultar" />,
    );
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar' }).getAttribute('aria-pressed')).toBe('true');
  });
});
