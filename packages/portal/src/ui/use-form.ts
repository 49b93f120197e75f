import { isApiError } from '@facturo/sdk/http';
import type { FieldErrors, ValidationResult } from '@facturo/sdk/validation';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useT } from '../services/services-context';

/** Options of {@link useForm}. */
export interface UseFormOptions<Values, Output> {
  /** Checks the values (usually the sdk's `validate(schema, values, t)`). */
  validate: (values: Values, t: ReturnType<typeof useT>) => ValidationResult<Output>;
  /** Sends the data; an `ApiError` it throws becomes field errors and the form's message. */
  onSubmit: (data: Output) => Promise<unknown>;
  /** Re-keys errors onto the form's fields when the request body is shaped differently (nested objects). */
  mapErrors?: (errors: FieldErrors) => FieldErrors;
}

/** What a bound text control needs. */
export interface BoundField {
  value: string;
  onValueChange: (value: string) => void;
  errors: readonly string[] | undefined;
}

/** A form's state and handlers. */
export interface FormState<Values> {
  values: Values;
  errors: FieldErrors;
  /** A message about the whole form (an API failure), already translated. */
  formError: string | null;
  submitting: boolean;
  set<Name extends keyof Values & string>(name: Name, value: Values[Name]): void;
  /** Props for a text control bound to `name`. */
  field<Name extends keyof Values & string>(name: Name): BoundField;
  /** Use as `<form onSubmit>`; resolves `true` when the data was sent. */
  submit(event?: FormEvent): Promise<boolean>;
  reset(values: Values): void;
}

// A blank required field only needs "required"; the format messages the same rule adds say nothing more.
function withoutNoise(errors: FieldErrors, required: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.includes(required) ? [required] : messages,
    ]),
  );
}

/**
 * Form state with validation in the reader's language and API errors mapped onto the fields.
 * @example
 * const form = useForm({ email: '' }, { validate: (v, t) => validate(schema, v, t), onSubmit: send });
 * <form onSubmit={form.submit} noValidate><TextField label="…" {...form.field('email')} /></form>
 */
export function useForm<Values extends Record<string, unknown>, Output>(
  initialValues: Values,
  options: UseFormOptions<Values, Output>,
): FormState<Values> {
  const t = useT();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef({ values, options, submitting });
  latest.current = { values, options, submitting };

  const set = useCallback(<Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (latest.current.submitting) return false;
      const { validate, mapErrors = (errors: FieldErrors) => errors } = latest.current.options;
      const result = validate(latest.current.values, t);
      if (!result.success) {
        setErrors(mapErrors(withoutNoise(result.fieldErrors, t('validation.required'))));
        setFormError(result.fieldErrors._?.join(' ') ?? null);
        return false;
      }
      setErrors({});
      setFormError(null);
      setSubmitting(true);
      try {
        await latest.current.options.onSubmit(result.data);
        return true;
      } catch (error) {
        setErrors(isApiError(error) ? mapErrors(error.fieldErrors) : {});
        setFormError(isApiError(error) ? error.message : t('errors.try_again_later'));
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [t],
  );

  return {
    values,
    errors,
    formError,
    submitting,
    set,
    field: (name) => ({
      value: String(values[name] ?? ''),
      onValueChange: (value) => set(name, value as Values[typeof name]),
      errors: errors[name],
    }),
    submit,
    reset: (next) => {
      setValues(next);
      setErrors({});
      setFormError(null);
    },
  };
}
