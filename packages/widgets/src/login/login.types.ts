import type { UserData } from '@facturo/sdk/session';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import type { EventCallbacks } from '../runtime/core/events/event-names';

/**
 * The first screen of `<facturo-login>`. `verify` (the e-mailed code) and `profile` (personal and
 * taxpayer information) are the later sign-up steps, for a visitor who comes back to one of them.
 */
export type LoginMode = 'login' | 'register' | 'verify' | 'profile' | 'forgot-password' | 'reset-password';

/** Every {@link LoginMode}. */
export const LOGIN_MODES: readonly LoginMode[] = [
  'login',
  'register',
  'verify',
  'profile',
  'forgot-password',
  'reset-password',
];

/** `detail` of `facturo-login`: the signed-in user as the API describes them. */
export interface LoginDetail {
  user: UserData;
}

/** `detail` of `facturo-logout`: who signed out. */
export interface LogoutDetail {
  user: UserData | null;
}

/** Props of `<Login>` and properties of `<facturo-login>`. */
export interface LoginProps extends WidgetBaseProps, EventCallbacks<'facturo-login' | 'facturo-logout'> {
  /**
   * The first screen: `login`, `register`, `verify`, `profile`, `forgot-password` or
   * `reset-password`. `register` resumes a sign-up this tab has in progress at its step; `verify`
   * needs the address the code went to ({@link LoginProps.email}); `profile` needs the token of a
   * verified code, which the widget keeps in the tab's session storage between steps. Without them
   * the widget opens the step that can get them.
   * @default 'login'
   */
  mode?: LoginMode;
  /** For `verify` (and `profile`): the address the code went to; read from the page's `?email=` when not set. */
  email?: string;
  /** Where to go after signing in (the session is stored first). */
  redirectUrl?: string;
  /** The token of a password-reset link; read from the page's `?token=` when not set. */
  resetToken?: string;
}

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** A user signed in (login or the end of registration); the session is already stored. */
    'facturo-login': LoginDetail;
    /** The user signed out from the login widget. */
    'facturo-logout': LogoutDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-login': WidgetElement<LoginProps>;
  }
}
