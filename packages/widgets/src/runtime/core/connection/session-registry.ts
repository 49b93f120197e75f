import { createSession, defaultStorage, type KeyValueStorage, type Session } from '@facturo/sdk';
import { scopedStorage, storagePrefix } from './scoped-storage';

const sessions = new Map<string, Session>();

/** The registry key of an API base: the URL without trailing slashes, as the sdk's `parseConfig` writes it. */
export function normalizeApiBase(apiBaseUrl: string): string {
  return apiBaseUrl.replace(/\/+$/, '');
}

/** Options of {@link getSession}. */
export interface SessionRegistryOptions {
  /** Encrypts stored values (see the sdk's `createSession`); only used when the session is created. */
  encryptionKey?: string;
  /** Storage for a new session; the page's `localStorage` by default. */
  storage?: KeyValueStorage;
}

/**
 * The one session for an API on this page. Every widget that talks to the same API shares it: a login
 * in `<facturo-login>` signs in the checkout next to it, and one refresh serves them all.
 */
export function getSession(apiBaseUrl: string, options: SessionRegistryOptions = {}): Session {
  const key = normalizeApiBase(apiBaseUrl);
  let session = sessions.get(key);
  if (!session) {
    session = createSession({
      storage: scopedStorage(options.storage ?? defaultStorage(), storagePrefix(key)),
      ...(options.encryptionKey ? { encryptionKey: options.encryptionKey } : {}),
    });
    sessions.set(key, session);
  }
  return session;
}

/**
 * Makes widgets use a session the host application already owns (the portal), instead of creating one.
 * Call it before the first widget for that API mounts.
 */
export function provideSession(apiBaseUrl: string, session: Session): void {
  const key = normalizeApiBase(apiBaseUrl);
  const existing = sessions.get(key);
  if (existing && existing !== session) {
    console.warn(
      `Facturo: widgets already use another session for ${apiBaseUrl}. Call provideSession() before the first widget mounts.`,
    );
  }
  sessions.set(key, session);
}

/** Forgets every session (tests). */
export function resetSessions(): void {
  sessions.clear();
}
