import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import type { LoginProps } from './login.types';

/** What `<Login>`'s frame needs: its tag, the texts it shows. */
export const loginFrame = {
  tag: 'facturo-login',
  namespaces: ['login', 'validation', 'success', 'domain'],
} as const satisfies WidgetFrame;

/**
 * `<facturo-login mode="login|register|verify|profile|forgot-password|reset-password" redirect-url="/cuenta">`
 * (`email="…"` for `verify`).
 * The element's own properties; its React code downloads when the first such element connects.
 */
export const loginWidget = {
  frame: loginFrame,
  properties: { mode: 'string', redirectUrl: 'string', resetToken: 'string', email: 'string' },
  load: () => import('./login').then((module) => module.Login),
} satisfies WidgetSpec<LoginProps>;
