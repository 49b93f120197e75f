import {
  type BoundCheckbox,
  type BoundField,
  type DescribeError,
  FormModel,
  type FormModelOptions,
  type FormSnapshot,
} from '@facturo/sdk/forms';
import type { Translate } from '@facturo/sdk/i18n';
import type { FieldErrors } from '@facturo/sdk/validation';
import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

/** The caller's words: its translate function and, optionally, how it describes a failed submit. */
export interface FormTexts {
  t: Translate;
  /** Defaults to the sdk's rule: an `ApiError`'s own text, else "try again later". */
  describeError?: DescribeError | ((error: unknown) => string) | undefined;
}

/** What {@link useForm} returns: the current state of the form and what changes it. */
export interface FormHandle<Values extends Record<string, unknown>, Output = Values>
  extends FormSnapshot<Values> {
  /** The framework-free model behind the form (`@facturo/sdk/forms`). */
  readonly model: FormModel<Values, Output>;
  /** Changes one value and clears that field's errors. */
  set<Name extends keyof Values & string>(name: Name, value: Values[Name]): void;
  /** Props for a text field bound to `name`: `<TextField {...form.field('email')} />`. */
  field<Name extends keyof Values & string>(name: Name): BoundField;
  /** Props for a checkbox bound to the boolean `name`. */
  checkbox<Name extends keyof Values & string>(name: Name): BoundCheckbox;
  /** Use as `<form onSubmit>`: validates, then sends; resolves `true` when the data was sent. */
  submit(event?: FormEvent): Promise<boolean>;
  /** Starts over with `values` and no messages. */
  reset(values: Values): void;
  /** Shows a failure found outside `submit` (a later step's), with the field errors it carried. */
  fail(message: string | null, fieldErrors?: FieldErrors): void;
}

/**
 * The part of a {@link FormHandle} a group of fields needs, whatever the form sends: lets one fields
 * component (taxpayer, address) serve forms whose submitted data differ.
 */
export type FormFields<Values extends Record<string, unknown>> = Pick<
  FormHandle<Values, unknown>,
  'values' | 'errors' | 'set' | 'field' | 'checkbox'
>;

/**
 * A form for this component, on the sdk's `FormModel`: values, errors translated with `texts.t`,
 * the API's field errors on the fields, one submit at a time. The options and texts are read when
 * they are used, so they may close over the latest props; a new `t` (a locale change) re-translates
 * the errors found on this side, keeping what the user typed.
 * @example
 * const form = useForm({ email: '' }, {
 *   validate: (values, t) => validate(schema, values, t),
 *   onSubmit: (body) => api.login(body),
 * }, { t });
 * return <form onSubmit={form.submit} noValidate><TextField label="…" {...form.field('email')} /></form>;
 */
export function useForm<Values extends Record<string, unknown>, Output = Values>(
  initialValues: Values,
  options: FormModelOptions<Values, Output>,
  texts: FormTexts,
): FormHandle<Values, Output> {
  const latest = useRef({ options, texts });
  latest.current = { options, texts };
  const [model] = useState(
    () =>
      new FormModel<Values, Output>(initialValues, {
        validate: (values, t) => latest.current.options.validate(values, t),
        onSubmit: (data) => latest.current.options.onSubmit(data),
        mapErrors: (errors) => latest.current.options.mapErrors?.(errors) ?? errors,
      }),
  );
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const { t } = texts;
  useEffect(() => model.retranslate(t, latest.current.texts.describeError), [model, t]);
  const actions = useMemo(
    () => ({
      model,
      set: model.set.bind(model),
      field: model.field.bind(model),
      checkbox: model.checkbox.bind(model),
      submit: (event?: FormEvent) => {
        event?.preventDefault();
        const { t: translate, describeError } = latest.current.texts;
        return model.submit(translate, describeError);
      },
      reset: model.reset.bind(model),
      fail: model.fail.bind(model),
    }),
    [model],
  );
  return { ...snapshot, ...actions };
}
