import { widgetBaseProperties } from '../runtime/core/elements/element-properties';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { createWidgetElement } from '../runtime/react/elements/define-widget';
import type { LoginProps } from './login.types';

/** A `<facturo-login>` element. */
export type LoginElementInstance = WidgetElement<LoginProps>;

/**
 * `<facturo-login mode="login|register|verify|profile|forgot-password|reset-password" redirect-url="/cuenta">`
 * (`email="…"` for `verify`).
 * Its React code downloads when the first such element connects.
 */
export const LoginElement = createWidgetElement<LoginProps>({
  tag: 'facturo-login',
  properties: {
    ...widgetBaseProperties,
    mode: 'string',
    redirectUrl: 'string',
    resetToken: 'string',
    email: 'string',
  },
  load: () => import('./login').then((module) => module.Login),
});
