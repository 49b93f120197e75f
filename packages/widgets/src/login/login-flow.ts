import { type Signal, signal } from '@preact/signals-react';
import type { LoginMode } from './login.types';

/** Every screen of the login widget. */
export type LoginScreen = LoginMode | 'verify' | 'profile' | 'signed-in';

/** A message carried to the next screen ("your password was changed"). */
export interface LoginNotice {
  tone: 'success' | 'info';
  text: string;
}

/** The names typed at sign-up, used to prefill the personal-information step. */
export interface PendingNames {
  firstName: string;
  firstSurname: string;
}

/**
 * Client state shared by the login widget's screens, in signals. One instance per widget: it survives
 * locale and theme changes, so a half-finished sign-up is never lost.
 */
export class LoginFlow {
  readonly screen: Signal<LoginScreen>;
  /** The e-mail typed on any screen, carried to the others. */
  readonly email = signal('');
  readonly names: Signal<PendingNames | null> = signal(null);
  readonly registrationToken: Signal<string | null> = signal(null);
  /** When another code may be asked for (epoch ms). */
  readonly resendAvailableAt = signal(0);
  readonly notice: Signal<LoginNotice | null> = signal(null);
  /** `true` after the screen changed because of the user (focus then moves to the new heading). */
  readonly navigated = signal(false);

  constructor(first: LoginScreen) {
    this.screen = signal(first);
  }

  /** Shows another screen, optionally with a message for it. */
  go(screen: LoginScreen, notice: LoginNotice | null = null): void {
    this.notice.value = notice;
    this.navigated.value = true;
    this.screen.value = screen;
  }
}
