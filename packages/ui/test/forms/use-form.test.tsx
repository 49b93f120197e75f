import { ApiError } from '@facturo/sdk/http';
import type { Translate } from '@facturo/sdk/i18n';
import { email, required, validate } from '@facturo/sdk/validation';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { Button } from '../../src/buttons/button';
import { TextField } from '../../src/fields/text-field';
import { useForm } from '../../src/forms/use-form';
import { UiTextsContext } from '../../src/texts/ui-texts';
import { descriptionOf, testI18n } from '../support/render-with-texts';

const schema = z.object({ email: email(), name: required() });
type Values = { email: string; name: string };

function SignUp({ t, onSubmit }: { t: Translate; onSubmit: (data: Values) => Promise<unknown> }) {
  const form = useForm<Values>(
    { email: '', name: '' },
    { validate: (values, translate) => validate(schema, values, translate), onSubmit },
    { t },
  );
  return (
    <UiTextsContext value={{ t, describeError: String }}>
      <form onSubmit={form.submit} noValidate>
        {form.formError ? <p role="alert">{form.formError}</p> : null}
        <TextField label="Correo" {...form.field('email')} />
        <TextField label="Nombre" {...form.field('name')} />
        <Button type="submit" busy={form.submitting}>
          Enviar
        </Button>
      </form>
    </UiTextsContext>
  );
}

describe('useForm', () => {
  test('binds the fields, says what is missing in the reader’s language, sends valid data once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<SignUp t={testI18n().t} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(descriptionOf(screen.getByLabelText('Nombre'))).toBe('Este campo es obligatorio.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Correo'), 'ana@clinica.co');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ana@clinica.co', name: 'Ana' });
  });

  test('a new t (a locale change) re-translates its own errors and keeps what was typed', async () => {
    const user = userEvent.setup();
    const i18n = testI18n();
    const spanish: Translate = (key, values) => i18n.t(key, values);
    const view = render(<SignUp t={spanish} onSubmit={async () => undefined} />);
    await user.type(screen.getByLabelText('Correo'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(descriptionOf(screen.getByLabelText('Correo'))).toBe('Ingresa un correo electrónico válido.');
    i18n.setLocale('en');
    const english: Translate = (key, values) => i18n.t(key, values);
    view.rerender(<SignUp t={english} onSubmit={async () => undefined} />);
    expect(descriptionOf(screen.getByLabelText('Correo'))).toBe('Enter a valid email address.');
    expect(descriptionOf(screen.getByLabelText('Nombre'))).toBe('This field is required.');
    expect((screen.getByLabelText('Correo') as HTMLInputElement).value).toBe('ana@');
  });

  test("the API's refusal shows on the fields and as the form's message; the button is busy meanwhile", async () => {
    const user = userEvent.setup();
    let refuse: (error: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)));
    render(<SignUp t={testI18n().t} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Correo'), 'ana@clinica.co');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('aria-busy')).toBe('true');
    await act(async () =>
      refuse(
        new ApiError(409, 'email_taken', 'Ya existe una cuenta con este correo.', {
          email: ['Ya existe una cuenta con este correo.'],
        }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Ya existe una cuenta con este correo.');
    expect(screen.getByLabelText('Correo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('aria-busy')).toBeNull();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
