import type { UserData } from '@facturo/sdk';
import type { WidgetBaseProps } from '../runtime/config/config.types';
import type { EventCallbacks } from '../runtime/events/event-names';

/** The first screen of `<facturo-login>`. */
export type LoginMode = 'login' | 'register' | 'forgot-password' | 'reset-password';

/** Every {@link LoginMode}. */
export const LOGIN_MODES: readonly LoginMode[] = ['login', 'register', 'forgot-password', 'reset-password'];

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
  /** The first screen: `login` (default), `register`, `forgot-password` or `reset-password`. */
  mode?: LoginMode;
  /** Where to go after signing in (the session is stored first). */
  redirectUrl?: string;
  /** The token of a password-reset link; read from the page's `?token=` when not set. */
  resetToken?: string;
}
