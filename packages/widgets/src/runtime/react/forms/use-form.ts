import type { Translate } from '@facturo/sdk/i18n';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useWidget } from '../widget-context';
import { FormModel, type FormModelOptions } from './form-model';

/** What {@link useForm} returns: the model and a submit handler for `<form onSubmit>`. */
export interface UseForm<Values extends Record<string, unknown>, Output> {
  model: FormModel<Values, Output>;
  onSubmit: (event?: FormEvent) => Promise<boolean>;
}

/**
 * A form model for this widget instance, wired to the widget's translations. The options are read at
 * submit time, so they may close over the latest props.
 * @example
 * const { model, onSubmit } = useForm({ email: '' }, {
 *   validate: (values, t) => validate(schema, values, t),
 *   onSubmit: (data) => api.login(data),
 * });
 * return <form onSubmit={onSubmit} noValidate><TextField label="…" {...model.text('email')} /></form>;
 */
export function useForm<Values extends Record<string, unknown>, Output>(
  initialValues: Values,
  options: FormModelOptions<Values, Output>,
): UseForm<Values, Output> {
  const { t, describeError } = useWidget();
  const latest = useRef(options);
  latest.current = options;
  const [model] = useState(
    () =>
      new FormModel<Values, Output>(initialValues, {
        validate: (values, translate: Translate) => latest.current.validate(values, translate),
        onSubmit: (data) => latest.current.onSubmit(data),
      }),
  );
  useEffect(() => model.retranslate(t), [model, t]);
  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      return model.submit(t, describeError);
    },
    [model, t, describeError],
  );
  return { model, onSubmit };
}
