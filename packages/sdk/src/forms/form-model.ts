import { Subscribable } from '../core/subscribable';
import { isApiError } from '../http/api-error';
import type { Translate } from '../i18n/i18n';
import type { FieldErrors, ValidationResult } from '../validation/translate-issues';

/** Options of {@link FormModel}. */
export interface FormModelOptions<Values, Output> {
  /** Checks the values: the data to send, or translated field errors (usually the sdk's `validate`). */
  validate: (values: Values, t: Translate) => ValidationResult<Output>;
  /** Sends the data; an `ApiError` it throws shows as field errors and a form message. */
  onSubmit: (data: Output) => Promise<unknown>;
  /** Re-keys errors onto the form's fields when the request is shaped differently (nested objects). */
  mapErrors?: (errors: FieldErrors) => FieldErrors;
}

/** What a form shows, as one immutable snapshot. */
export interface FormSnapshot<Values> {
  readonly values: Values;
  /** Messages per field, translated; `_` holds form-level ones. */
  readonly errors: FieldErrors;
  /** A message about the whole form (an API failure), translated. */
  readonly formError: string | null;
  readonly submitting: boolean;
}

/** What a bound text control needs. */
export interface BoundField {
  value: string;
  onValueChange: (value: string) => void;
  errors: readonly string[] | undefined;
}

/** What a bound checkbox needs. */
export interface BoundCheckbox {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  errors: readonly string[] | undefined;
}

/** Turns a failure into the form's message; the default shows an `ApiError`'s own translated text. */
export type DescribeError = (error: unknown, t: Translate) => string;

const defaultDescribe: DescribeError = (error, t) =>
  isApiError(error) ? error.message : t('errors.try_again_later');

// An empty field only needs "required": the format messages the same rule adds (a blank e-mail is also
// not a valid e-mail) tell the user nothing more.
function withoutNoise(errors: FieldErrors, t: Translate): FieldErrors {
  const required = t('validation.required');
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.includes(required) ? [required] : messages,
    ]),
  );
}

/**
 * The state of a form, framework-free: values, translated per-field errors, a form-level message and
 * whether it is sending. Errors found on this side are re-translated when the locale changes; the
 * API's field errors are mapped onto the fields. UIs subscribe to it (React: `useSyncExternalStore`).
 * @example
 * const form = new FormModel({ email: '' }, {
 *   validate: (values, t) => validate(loginRequestSchema, values, t),
 *   onSubmit: (body) => client.call(login, { body }),
 * });
 * await form.submit(i18n.t);
 */
export class FormModel<Values extends Record<string, unknown>, Output = Values> extends Subscribable {
  #snapshot: FormSnapshot<Values>;
  #errorsFromClient = false;
  // The failure behind `formError`, kept (not only its text) so that a locale change describes it
  // again in the new language.
  #failure: { error: unknown } | null = null;
  readonly #options: FormModelOptions<Values, Output>;

  constructor(initialValues: Values, options: FormModelOptions<Values, Output>) {
    super();
    this.#options = options;
    this.#snapshot = { values: initialValues, errors: {}, formError: null, submitting: false };
  }

  /** The current state; a new object after every change, the same one otherwise. */
  getSnapshot = (): FormSnapshot<Values> => this.#snapshot;

  #update(changes: Partial<FormSnapshot<Values>>): void {
    this.#snapshot = { ...this.#snapshot, ...changes };
    this.notify();
  }

  /** Changes one value and clears that field's errors. */
  set<Name extends keyof Values & string>(name: Name, value: Values[Name]): void {
    const { values, errors } = this.#snapshot;
    if (Object.is(values[name], value) && !errors[name]) return;
    const { [name]: _cleared, ...rest } = errors;
    this.#update({ values: { ...values, [name]: value }, errors: errors[name] ? rest : errors });
  }

  /** Props for a text control bound to `name`. */
  field<Name extends keyof Values & string>(name: Name): BoundField {
    const { values, errors } = this.#snapshot;
    return {
      value: String(values[name] ?? ''),
      onValueChange: (value) => this.set(name, value as Values[Name]),
      errors: errors[name],
    };
  }

  /** Props for a checkbox bound to the boolean `name`. */
  checkbox<Name extends keyof Values & string>(name: Name): BoundCheckbox {
    const { values, errors } = this.#snapshot;
    return {
      checked: values[name] === true,
      onCheckedChange: (checked) => this.set(name, checked as Values[Name]),
      errors: errors[name],
    };
  }

  /**
   * Validates, then sends. Resolves `true` when the data was sent; never rejects (failures become
   * messages). A second call while one is sending does nothing.
   */
  async submit(t: Translate, describeError: DescribeError = defaultDescribe): Promise<boolean> {
    if (this.#snapshot.submitting) return false;
    this.#failure = null;
    const mapErrors = this.#options.mapErrors ?? ((errors: FieldErrors) => errors);
    const result = this.#options.validate(this.#snapshot.values, t);
    if (!result.success) {
      this.#errorsFromClient = true;
      this.#update({
        errors: mapErrors(withoutNoise(result.fieldErrors, t)),
        formError: result.fieldErrors._?.join(' ') ?? null,
      });
      return false;
    }
    this.#errorsFromClient = false;
    this.#update({ errors: {}, formError: null, submitting: true });
    try {
      await this.#options.onSubmit(result.data);
      this.#update({ submitting: false });
      return true;
    } catch (error) {
      this.#failure = { error };
      this.#update({
        submitting: false,
        errors: isApiError(error) ? mapErrors(error.fieldErrors) : {},
        formError: describeError(error, t),
      });
      return false;
    }
  }

  /**
   * Shows a form-level message (a failure outside `submit`), or clears it with `null`. `fieldErrors`
   * (an `ApiError`'s, keyed as the request was) replace the fields' messages, mapped like a submit's.
   */
  fail(message: string | null, fieldErrors?: FieldErrors): void {
    this.#failure = null;
    if (!fieldErrors) {
      this.#update({ formError: message });
      return;
    }
    // The server's words: a locale change leaves them as sent.
    this.#errorsFromClient = false;
    const mapErrors = this.#options.mapErrors ?? ((errors: FieldErrors) => errors);
    this.#update({ formError: message, errors: mapErrors(fieldErrors) });
  }

  /**
   * After a locale change: re-translates the errors found on this side and describes a failed
   * submit again with `describeError` (as `submit` does); the API's field messages stay as sent.
   */
  retranslate(t: Translate, describeError: DescribeError = defaultDescribe): void {
    if (this.#failure) this.#update({ formError: describeError(this.#failure.error, t) });
    if (!this.#errorsFromClient || Object.keys(this.#snapshot.errors).length === 0) return;
    const mapErrors = this.#options.mapErrors ?? ((errors: FieldErrors) => errors);
    const result = this.#options.validate(this.#snapshot.values, t);
    this.#update({
      errors: result.success ? {} : mapErrors(withoutNoise(result.fieldErrors, t)),
      formError: result.success ? null : (result.fieldErrors._?.join(' ') ?? null),
    });
  }

  /** Starts over with `values` and no messages. */
  reset(values: Values): void {
    this.#errorsFromClient = false;
    this.#failure = null;
    this.#update({ values, errors: {}, formError: null, submitting: false });
  }
}

/**
 * Errors of a nested request body keyed by the flat form field they belong to: the given leading
 * segments are dropped (`billingInfo.taxpayer.firstName` → `firstName` with `['billingInfo',
 * 'taxpayer']`), messages of fields that meet are merged.
 */
export function flattenFieldErrors(errors: FieldErrors, containers: readonly string[]): FieldErrors {
  const flat: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const segments = path.split('.');
    while (segments.length > 1 && containers.includes(segments[0] as string)) segments.shift();
    const field = segments.join('.');
    flat[field] = [...new Set([...(flat[field] ?? []), ...messages])];
  }
  return flat;
}
