import { type Signal, signal } from '@preact/signals-react';
import type { LoginMode } from './login.types';
import type { PendingNames, PendingSignUpStore } from './pending-sign-up';

/** Every screen of the login widget. */
export type LoginScreen = LoginMode | 'signed-in';

/** A message carried to the next screen ("your password was changed"). */
export interface LoginNotice {
  tone: 'success' | 'primary';
  text: string;
}

/** Where a {@link LoginFlow} starts and what it resumes. */
export interface LoginFlowStart {
  screen: LoginScreen;
  /** The sign-up in progress in this tab, kept between steps. */
  store?: PendingSignUpStore;
  email?: string;
  notice?: LoginNotice | null;
}

/**
 * Client state shared by the login widget's screens, in signals. One instance per widget: it survives
 * locale and theme changes, so a half-finished sign-up is never lost; the sign-up steps are also kept
 * in the tab's session storage ({@link LoginFlow.remember}), so a reload does not lose them either.
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
  readonly #store: PendingSignUpStore | undefined;

  constructor(start: LoginScreen | LoginFlowStart) {
    const {
      screen,
      store,
      email = '',
      notice = null,
    } = typeof start === 'string' ? { screen: start } : start;
    this.screen = signal(screen);
    this.#store = store;
    this.notice.value = notice;
    const pending = store?.read() ?? null;
    this.email.value = email || pending?.email || '';
    if (pending && pending.email === this.email.value) {
      this.names.value = pending.names;
      this.registrationToken.value = pending.registrationToken;
    }
  }

  /** Shows another screen, optionally with a message for it. */
  go(screen: LoginScreen, notice: LoginNotice | null = null): void {
    this.notice.value = notice;
    this.navigated.value = true;
    this.screen.value = screen;
  }

  /** Keeps the sign-up in progress (e-mail, names, registration token) for a reload of this tab. */
  remember(): void {
    this.#store?.write({
      email: this.email.peek(),
      names: this.names.peek(),
      registrationToken: this.registrationToken.peek(),
    });
  }

  /** Forgets the sign-up in progress: it ended with an account. */
  forget(): void {
    this.#store?.clear();
  }
}
