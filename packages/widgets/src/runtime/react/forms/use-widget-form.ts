import type { FormModelOptions } from '@facturo/sdk/forms';
import { type FormHandle, useForm } from '@facturo/ui';
import { useWidget } from '../widget-context';

/**
 * `useForm` from `@facturo/ui` with the widget's words: its translations and its way of describing a
 * failed request (the one form layer the portal uses too). The form lives as long as the component
 * that calls it, so a locale or theme change re-renders it with everything the user typed.
 * @example
 * const form = useWidgetForm({ email: '' }, {
 *   validate: (values, t) => validate(schema, values, t),
 *   onSubmit: (data) => api.login(data),
 * });
 * return <form onSubmit={form.submit} noValidate><TextField label="…" {...form.field('email')} /></form>;
 */
export function useWidgetForm<Values extends Record<string, unknown>, Output = Values>(
  initialValues: Values,
  options: FormModelOptions<Values, Output>,
): FormHandle<Values, Output> {
  const { t, describeError } = useWidget();
  return useForm(initialValues, options, { t, describeError });
}
