import type { LoginMode } from './login.types';
import type { LoginScreen } from './login-flow';
import type { PendingSignUp } from './pending-sign-up';

/** The screen a widget opens on, and whether it had to start the sign-up over. */
export interface StartScreen {
  screen: LoginScreen;
  /** The e-mail the sign-up continues with (`''` when there is none). */
  email: string;
  /** `true` when a later sign-up step was asked for but this tab has nothing to resume it with. */
  restarted: boolean;
}

/**
 * The address a `verify` screen is about: the `email` property, else `?email=` in the page URL, else
 * the sign-up this tab has in progress.
 */
export function emailFrom(explicit: string | undefined, pending: PendingSignUp | null): string {
  if (explicit) return explicit;
  const search = globalThis.location?.search ?? '';
  return new URLSearchParams(search).get('email') ?? pending?.email ?? '';
}

/**
 * Where a widget opens for `mode`, given the sign-up this tab has in progress:
 * - `register` resumes that sign-up at its step (a reload must not send the visitor back to step 1);
 * - `verify` needs the e-mail the code went to; `profile` needs the token the code was exchanged for.
 *   Without them the widget falls back to the step that can get them, and says so.
 */
export function startScreen(mode: LoginMode, pending: PendingSignUp | null, email: string): StartScreen {
  const token = pending && pending.email === email ? pending.registrationToken : null;
  switch (mode) {
    case 'register':
      if (pending?.registrationToken) return { screen: 'profile', email: pending.email, restarted: false };
      return { screen: pending ? 'verify' : 'register', email: pending?.email ?? '', restarted: false };
    case 'verify':
      return email
        ? { screen: 'verify', email, restarted: false }
        : { screen: 'register', email: '', restarted: true };
    case 'profile':
      if (token) return { screen: 'profile', email, restarted: false };
      return email
        ? { screen: 'verify', email, restarted: false }
        : { screen: 'register', email: '', restarted: true };
    default:
      return { screen: mode, email: '', restarted: false };
  }
}
