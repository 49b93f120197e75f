import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormModel, flattenFieldErrors } from '../../src/forms/form-model';
import { ApiError } from '../../src/http/api-error';
import { createI18n } from '../../src/i18n/create-i18n';
import { messageKey } from '../../src/validation/messages';
import { email, required } from '../../src/validation/rules';
import { validate } from '../../src/validation/translate-issues';

const schema = z.object({ email: email(), name: required() });
type Values = { email: string; name: string };

function formFor(onSubmit: (data: Values) => Promise<unknown> = async () => undefined) {
  const i18n = createI18n({ locale: 'es', document: null });
  const form = new FormModel<Values, Values>(
    { email: '', name: '' },
    { validate: (values, t) => validate(schema, values, t), onSubmit },
  );
  const listener = vi.fn();
  form.subscribe(listener);
  return { form, i18n, listener };
}

describe('FormModel', () => {
  test('a blank required field says only "required", translated, and nothing is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { form, i18n } = formFor(onSubmit);
    expect(await form.submit(i18n.t)).toBe(false);
    expect(form.getSnapshot().errors).toEqual({
      email: ['Este campo es obligatorio.'],
      name: ['Este campo es obligatorio.'],
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('typing into a field clears its errors only and notifies', async () => {
    const { form, i18n, listener } = formFor();
    await form.submit(i18n.t);
    listener.mockClear();
    form.set('email', 'ana@clinica.co');
    expect(form.getSnapshot().errors.email).toBeUndefined();
    expect(form.getSnapshot().errors.name).toHaveLength(1);
    expect(listener).toHaveBeenCalledOnce();
    expect(form.field('email')).toMatchObject({ value: 'ana@clinica.co', errors: undefined });
  });

  test('errors found here follow a locale change; the snapshot is a new object only after a change', async () => {
    const { form, i18n } = formFor();
    await form.submit(i18n.t);
    const before = form.getSnapshot();
    expect(form.getSnapshot()).toBe(before);
    i18n.setLocale('en');
    form.retranslate(i18n.t);
    expect(form.getSnapshot().errors.name).toEqual(['This field is required.']);
    expect(form.getSnapshot()).not.toBe(before);
  });

  test("the API's field errors and message land on the form and stay as sent after a locale change", async () => {
    const failure = new ApiError(422, 'validation_failed', 'Revisa los campos marcados.', {
      email: ['Ya existe una cuenta con este correo.'],
    });
    const { form, i18n } = formFor(async () => {
      throw failure;
    });
    form.set('email', 'ana@clinica.co');
    form.set('name', 'Ana');
    expect(await form.submit(i18n.t)).toBe(false);
    expect(form.getSnapshot()).toMatchObject({
      errors: { email: ['Ya existe una cuenta con este correo.'] },
      formError: 'Revisa los campos marcados.',
      submitting: false,
    });
    i18n.setLocale('en');
    form.retranslate(i18n.t);
    expect(form.getSnapshot().errors.email).toEqual(['Ya existe una cuenta con este correo.']);
  });

  test("a failed submit's form message is described again in the new language; a new submit or fail() forgets it", async () => {
    const failure = new ApiError(422, 'validation_failed', 'Revisa los campos marcados.');
    const { form, i18n } = formFor(async () => {
      throw failure;
    });
    // As the widgets describe a failure: by its code, in the reader's language.
    const byCode = (error: unknown, t: typeof i18n.t) =>
      t(`errors.${(error as ApiError).code}` as 'errors.validation_failed');
    form.set('email', 'ana@clinica.co');
    form.set('name', 'Ana');
    await form.submit(i18n.t, byCode);
    expect(form.getSnapshot().formError).toBe('Revisa los campos marcados.');
    i18n.setLocale('en');
    form.retranslate(i18n.t, byCode);
    expect(form.getSnapshot().formError).toBe('Some fields need your attention.');
    form.fail(null);
    i18n.setLocale('es');
    form.retranslate(i18n.t, byCode);
    expect(form.getSnapshot().formError).toBeNull();
  });

  test('an unexpected failure shows the generic message, never the raw error', async () => {
    const { form, i18n } = formFor(async () => {
      throw new TypeError('fetch failed at line 12');
    });
    form.set('email', 'ana@clinica.co');
    form.set('name', 'Ana');
    await form.submit(i18n.t);
    expect(form.getSnapshot().formError).toBe(i18n.t('errors.try_again_later'));
  });

  test('a second submit while sending is ignored', async () => {
    let release: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { form, i18n } = formFor(onSubmit);
    form.set('email', 'ana@clinica.co');
    form.set('name', 'Ana');
    const first = form.submit(i18n.t);
    expect(form.getSnapshot().submitting).toBe(true);
    expect(await form.submit(i18n.t)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(form.getSnapshot().submitting).toBe(false);
  });

  test('mapErrors re-keys nested errors onto the fields', async () => {
    const i18n = createI18n({ locale: 'es', document: null });
    const nested = z.object({
      billing: z.object({ email: z.string().check(z.email(messageKey('validation.email'))) }),
    });
    const form = new FormModel(
      { billingEmail: 'no' },
      {
        validate: (values, t) => validate(nested, { billing: { email: values.billingEmail } }, t),
        onSubmit: async () => undefined,
        mapErrors: (errors) => ({ billingEmail: errors['billing.email'] ?? [] }),
      },
    );
    await form.submit(i18n.t);
    expect(form.getSnapshot().errors).toEqual({ billingEmail: ['Ingresa un correo electrónico válido.'] });
  });

  test('fail shows a later failure with its field errors, mapped and kept as sent on a locale change', async () => {
    const i18n = createI18n({ locale: 'es', document: null });
    const form = new FormModel(
      { firstName: '' },
      {
        validate: (values, t) => validate(z.object({ firstName: required() }), values, t),
        onSubmit: async () => undefined,
        mapErrors: (errors) => flattenFieldErrors(errors, ['billingInfo', 'taxpayer']),
      },
    );
    await form.submit(i18n.t);
    form.fail('Revisa los datos de facturación.', {
      'billingInfo.taxpayer.firstName': ['Nombre no válido.'],
    });
    expect(form.getSnapshot()).toMatchObject({
      errors: { firstName: ['Nombre no válido.'] },
      formError: 'Revisa los datos de facturación.',
    });
    i18n.setLocale('en');
    form.retranslate(i18n.t);
    expect(form.getSnapshot().errors).toEqual({ firstName: ['Nombre no válido.'] });
    form.fail(null);
    expect(form.getSnapshot()).toMatchObject({
      errors: { firstName: ['Nombre no válido.'] },
      formError: null,
    });
  });

  test('checkbox binding and reset', () => {
    const form = new FormModel(
      { accepted: false },
      { validate: (values) => ({ success: true, data: values }), onSubmit: async () => undefined },
    );
    form.checkbox('accepted').onCheckedChange(true);
    expect(form.checkbox('accepted').checked).toBe(true);
    form.reset({ accepted: false });
    expect(form.getSnapshot()).toEqual({
      values: { accepted: false },
      errors: {},
      formError: null,
      submitting: false,
    });
  });
});

describe('flattenFieldErrors', () => {
  test.each([
    { path: 'billingInfo.taxpayer.firstName', field: 'firstName' },
    { path: 'taxpayer.documentNumber', field: 'documentNumber' },
    { path: 'billingAddress.zone', field: 'zone' },
    { path: 'items.0.planId', field: 'items.0.planId' },
    { path: '_', field: '_' },
  ])('$path → $field', ({ path, field }) => {
    expect(flattenFieldErrors({ [path]: ['x'] }, ['billingInfo', 'taxpayer', 'billingAddress'])).toEqual({
      [field]: ['x'],
    });
  });

  test('messages of paths that meet are merged once', () => {
    expect(flattenFieldErrors({ 'taxpayer.email': ['a'], email: ['a', 'b'] }, ['taxpayer'])).toEqual({
      email: ['a', 'b'],
    });
  });
});
