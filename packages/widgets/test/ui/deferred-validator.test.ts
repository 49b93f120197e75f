import type { Translate } from '@facturo/sdk/i18n';
import { describe, expect, test, vi } from 'vitest';
import { deferredValidator, submitWhenChecked } from '../../src/ui/deferred-validator';

const t: Translate = (key) => key;
const check = (values: { email: string }) =>
  values.email
    ? { success: true as const, data: values }
    : { success: false as const, fieldErrors: { email: ['validation.required'] } };

describe('a form check downloaded after the form shows', () => {
  test('submits only once the check is in, and then checks exactly as a static one', async () => {
    let arrive = (_: typeof check) => {};
    const importCheck = vi.fn(() => new Promise<typeof check>((resolve) => (arrive = resolve)));
    const validator = deferredValidator(importCheck);
    const submit = vi.fn(async () => validator.validate({ email: '' }, t).success);
    const onSubmit = submitWhenChecked(validator, { submit, fail: vi.fn() }, String);
    const sent = onSubmit();
    await Promise.resolve();
    expect(submit).not.toHaveBeenCalled();
    arrive(check);
    await expect(sent).resolves.toBe(false);
    expect(submit).toHaveBeenCalledOnce();
    expect(validator.validate({ email: 'ana@example.co' }, t)).toEqual({
      success: true,
      data: { email: 'ana@example.co' },
    });
    // One download, however many forms and submits.
    await validator.load();
    expect(importCheck).toHaveBeenCalledOnce();
  });

  test('a failed download shows the described error on the form, and the next submit downloads again', async () => {
    const importCheck = vi
      .fn<() => Promise<typeof check>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(check);
    const validator = deferredValidator(importCheck);
    const form = { submit: vi.fn(async () => true), fail: vi.fn() };
    const onSubmit = submitWhenChecked(validator, form, () => 'No pudimos conectarnos. Intenta de nuevo.');
    await expect(onSubmit()).resolves.toBe(false);
    expect(form.fail).toHaveBeenCalledWith('No pudimos conectarnos. Intenta de nuevo.');
    expect(form.submit).not.toHaveBeenCalled();
    await expect(onSubmit()).resolves.toBe(true);
    expect(importCheck).toHaveBeenCalledTimes(2);
  });

  test('checking before the download finished is a programming error, said as such', () => {
    const validator = deferredValidator(() => new Promise<typeof check>(() => {}));
    expect(() => validator.validate({ email: '' }, t)).toThrow(/before its rules were downloaded/);
  });
});
