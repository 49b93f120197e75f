import { isApiError } from '@facturo/sdk/http';
import type { Translate } from '@facturo/sdk/i18n';
import type { FieldErrors, ValidationResult } from '@facturo/sdk/validation';
import { batch, type Signal, signal } from '@preact/signals-react';

// An empty field is only "required": the format messages the same rule adds (a blank e-mail is also
// not a valid e-mail) would tell the user nothing more.
function withoutNoise(errors: FieldErrors, t: Translate): FieldErrors {
  const required = t('validation.required');
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.includes(required) ? [required] : messages,
    ]),
  );
}

/** Options of {@link FormModel}. */
export interface FormModelOptions<Values, Output> {
  /** Checks the values and returns the data to send, or translated field errors (the sdk's `validate`). */
  validate: (values: Values, t: Translate) => ValidationResult<Output>;
  /** Sends the data; an `ApiError` it throws shows as field errors and a form message. */
  onSubmit: (data: Output) => Promise<void>;
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

/**
 * Client state of a form, in signals: values, per-field errors, a form-level message and whether it is
 * sending. Lives as long as the widget instance, so a locale or theme change re-renders it with
 * everything the user typed; errors found on this side are re-translated into the new locale.
 * Components reading it call `useSignals()`.
 */
export class FormModel<Values extends Record<string, unknown>, Output = Values> {
  readonly values: Signal<Values>;
  readonly errors: Signal<FieldErrors> = signal({});
  readonly formError: Signal<string | null> = signal(null);
  readonly submitting: Signal<boolean> = signal(false);
  #errorsFromClient = false;

  constructor(
    initialValues: Values,
    private readonly options: FormModelOptions<Values, Output>,
  ) {
    this.values = signal(initialValues);
  }

  /** Changes one value and clears that field's errors. */
  set<Name extends keyof Values & string>(name: Name, value: Values[Name]): void {
    batch(() => {
      this.values.value = { ...this.values.value, [name]: value };
      if (this.errors.value[name]) {
        const { [name]: _cleared, ...rest } = this.errors.value;
        this.errors.value = rest;
      }
    });
  }

  /** Props for a text control bound to `name`. */
  text<Name extends keyof Values & string>(name: Name): BoundField {
    return {
      value: String(this.values.value[name] ?? ''),
      onValueChange: (value) => this.set(name, value as Values[Name]),
      errors: this.errors.value[name],
    };
  }

  /** Props for a checkbox bound to the boolean `name`. */
  checkbox<Name extends keyof Values & string>(name: Name): BoundCheckbox {
    return {
      checked: this.values.value[name] === true,
      onCheckedChange: (checked) => this.set(name, checked as Values[Name]),
      errors: this.errors.value[name],
    };
  }

  /** Validates, then sends. Resolves when done; never rejects (failures become messages). */
  async submit(t: Translate, describeError: (error: unknown) => string): Promise<boolean> {
    if (this.submitting.value) return false;
    const result = this.options.validate(this.values.value, t);
    if (!result.success) {
      batch(() => {
        this.errors.value = withoutNoise(result.fieldErrors, t);
        this.formError.value = result.fieldErrors._?.join(' ') ?? null;
      });
      this.#errorsFromClient = true;
      return false;
    }
    batch(() => {
      this.errors.value = {};
      this.formError.value = null;
      this.submitting.value = true;
    });
    this.#errorsFromClient = false;
    try {
      await this.options.onSubmit(result.data);
      return true;
    } catch (error) {
      batch(() => {
        this.errors.value = isApiError(error) ? error.fieldErrors : {};
        this.formError.value = describeError(error);
      });
      return false;
    } finally {
      this.submitting.value = false;
    }
  }

  /** Shows a form-level message (e.g. a failure outside `submit`). */
  fail(message: string | null): void {
    this.formError.value = message;
  }

  /** Re-translates errors found on this side after a locale change; server messages stay as sent. */
  retranslate(t: Translate): void {
    if (!this.#errorsFromClient || Object.keys(this.errors.value).length === 0) return;
    const result = this.options.validate(this.values.value, t);
    this.errors.value = result.success ? {} : withoutNoise(result.fieldErrors, t);
  }
}
