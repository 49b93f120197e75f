import { createMemoryStorage, type KeyValueStorage } from '@facturo/sdk/core';
import { storagePrefix } from '../runtime/core/connection/scoped-storage';

/** The names typed at sign-up, used to prefill the personal-information step. */
export interface PendingNames {
  firstName: string;
  firstSurname: string;
}

/** What a sign-up in progress carries from one step to the next. */
export interface PendingSignUp {
  /** The address the code went to. */
  email: string;
  names: PendingNames | null;
  /** Handed out by `verify-email`; `complete-registration` needs it. `null` before the code. */
  registrationToken: string | null;
}

/** Reads, keeps and forgets the sign-up in progress of one API. */
export interface PendingSignUpStore {
  read(): PendingSignUp | null;
  write(value: PendingSignUp): void;
  clear(): void;
}

// One per page when the browser has no usable session storage, so remounts still find the sign-up.
let fallback: KeyValueStorage | null = null;

/**
 * `window.sessionStorage` when it works, else memory. Session storage because the sign-up belongs to
 * this tab and should not outlive it: the registration token is a credential, if a short-lived one.
 */
function tabStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) {
      storage.setItem('__facturo_probe__', '1');
      storage.removeItem('__facturo_probe__');
      return storage;
    }
  } catch {
    // Blocked storage (sandboxed iframe, private mode): fall through to memory.
  }
  fallback ??= createMemoryStorage();
  return fallback;
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parse(raw: string | null): PendingSignUp | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignUp> | null;
    if (!value || !text(value.email)) return null;
    const names =
      value.names && text(value.names.firstName) && typeof value.names.firstSurname === 'string'
        ? { firstName: value.names.firstName, firstSurname: value.names.firstSurname }
        : null;
    return {
      email: value.email,
      names,
      registrationToken: text(value.registrationToken) ? value.registrationToken : null,
    };
  } catch {
    return null;
  }
}

/**
 * The sign-up in progress with the API at `apiBaseUrl`, kept in the tab's session storage between
 * steps: a reload, or leaving the page and coming back, resumes it at the step where it was.
 */
export function pendingSignUpStore(
  apiBaseUrl: string,
  storage: KeyValueStorage = tabStorage(),
): PendingSignUpStore {
  const key = `${storagePrefix(apiBaseUrl)}sign-up`;
  return {
    read: () => parse(storage.getItem(key)),
    write: (value) => {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // A full storage only costs the resume after a reload; the sign-up itself goes on.
      }
    },
    clear: () => storage.removeItem(key),
  };
}
