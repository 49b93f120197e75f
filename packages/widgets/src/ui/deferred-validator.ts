import type { FormModelOptions } from '@facturo/sdk/forms';
import type { Translate } from '@facturo/sdk/i18n';
import type { ValidationResult } from '@facturo/sdk/validation';
import type { FormEvent } from 'react';

/** A form's check: the data to send, or translated field errors (as `FormModelOptions.validate`). */
export type Validate<Values, Output> = (values: Values, t: Translate) => ValidationResult<Output>;

/** What {@link deferredValidator} returns. */
export interface DeferredValidator<Values, Output> {
  /** Starts the download (once); resolves with the check. A form calls it as soon as it shows. */
  load(): Promise<Validate<Values, Output>>;
  /** The check itself, for `useWidgetForm({ validate })`; only called once {@link load} resolved. */
  validate: FormModelOptions<Values, Output>['validate'];
}

/**
 * A form's check whose code (zod and the request's schema) downloads while the form is already on
 * screen, so the widget's first download does not carry it. The form starts `load()` when it shows
 * and submits through {@link submitWhenChecked}, which waits for it: the check runs exactly as a
 * static one would, only later on a very fast first click.
 * @example
 * const login = deferredValidator(() => import('./login-checks').then((module) => module.checkLogin));
 */
export function deferredValidator<Values, Output>(
  importCheck: () => Promise<Validate<Values, Output>>,
): DeferredValidator<Values, Output> {
  let pending: Promise<Validate<Values, Output>> | undefined;
  let loaded: Validate<Values, Output> | undefined;
  const load = () => {
    pending ??= importCheck().then(
      (check) => {
        loaded = check;
        return check;
      },
      (error: unknown) => {
        // A failed download may succeed on the next submit (a network blip).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    validate: (values, t) => {
      if (!loaded) throw new Error('Facturo: a form was checked before its rules were downloaded.');
      return loaded(values, t);
    },
  };
}

/** The part of a form handle {@link submitWhenChecked} drives. */
interface SubmittableForm {
  submit(): Promise<boolean>;
  fail(message: string | null): void;
}

/**
 * `<form onSubmit>` for a form with a deferred check: waits for the check's code, then submits as
 * usual; if the code cannot be downloaded, the form shows why (`describeError`, translated).
 */
export function submitWhenChecked(
  validator: Pick<DeferredValidator<never, unknown>, 'load'>,
  form: SubmittableForm,
  describeError: (error: unknown) => string,
): (event?: FormEvent) => Promise<boolean> {
  return async (event) => {
    event?.preventDefault();
    try {
      await validator.load();
    } catch (error) {
      form.fail(describeError(error));
      return false;
    }
    return form.submit();
  };
}
