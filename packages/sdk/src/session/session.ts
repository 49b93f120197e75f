import { defaultStorage, type KeyValueStorage } from '../core/environment/key-value-storage';
import { Subscribable } from '../core/subscribable';
import type { AbilityRule } from '../permissions/abilities';
import { hasLogin } from './login-state';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_STORAGE_KEYS,
} from './session-constants';
import { createAesGcmCipher, plainCipher, type ValueCipher } from './stored-value-cipher';
import { readTokenTimes } from './token-claims';

/** The signed-in user as the API describes it (`user_data`, camelized). */
export type UserData = Record<string, unknown>;

/** What a login, a registration or a refresh hands to the session. */
export interface SessionCredentials<User extends UserData = UserData> {
  userData: User;
  accessToken: string;
  userAbilityRules?: AbilityRule[];
}

/** An immutable picture of the session; a new object after every change. */
export interface SessionSnapshot<User extends UserData = UserData> {
  userData: User | null;
  /** The access token, or `null` when there is none or it has expired. */
  accessToken: string | null;
  userAbilityRules: AbilityRule[];
  /** `true` only when both the user data and a live access token are present (see {@link hasLogin}). */
  isLoggedIn: boolean;
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** Where the session persists; `localStorage` in browsers, memory elsewhere. */
  storage?: KeyValueStorage;
  /** Encrypts stored values with AES-GCM (obfuscation, see {@link createAesGcmCipher}). */
  encryptionKey?: string;
  /** Current time in milliseconds; injectable for tests. */
  now?: () => number;
}

interface TokenState {
  value: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** When the refresh token that came with this access token dies, in milliseconds. */
  refreshExpiresAt: number;
}

/**
 * The signed-in user, the access token and the permission rules, persisted under the keys
 * `userData`, `accessToken` and `userAbilityRules`. Observable through {@link Subscribable}.
 */
export class Session<User extends UserData = UserData> extends Subscribable {
  readonly #storage: KeyValueStorage;
  readonly #cipher: ValueCipher;
  readonly #now: () => number;
  #userData: User | null = null;
  #token: TokenState | null = null;
  #rules: AbilityRule[] = [];
  #snapshot: SessionSnapshot<User> | null = null;
  #writes: Promise<void> = Promise.resolve();

  /** Settles once stored values have been read (decryption is asynchronous). */
  readonly ready: Promise<void>;

  constructor(options: SessionOptions = {}) {
    super();
    this.#storage = options.storage ?? defaultStorage();
    this.#cipher = options.encryptionKey ? createAesGcmCipher(options.encryptionKey) : plainCipher;
    this.#now = options.now ?? Date.now;
    this.ready = this.#hydrate();
  }

  /** The current state; the same object until something changes or the token expires. */
  getSnapshot = (): SessionSnapshot<User> => {
    const tokenExpired =
      this.#snapshot?.accessToken !== null && this.#token && this.#token.expiresAt <= this.#now();
    if (!this.#snapshot || tokenExpired) {
      const accessToken = this.#liveToken();
      this.#snapshot = {
        userData: this.#userData,
        accessToken,
        userAbilityRules: this.#rules,
        isLoggedIn: hasLogin(this.#userData, accessToken),
      };
    }
    return this.#snapshot;
  };

  /** `true` when both the user data and a live access token are present. */
  get isLoggedIn(): boolean {
    return this.getSnapshot().isLoggedIn;
  }

  /** The live access token, or `null` (none, or expired: refresh first). */
  get accessToken(): string | null {
    return this.#liveToken();
  }

  get userData(): User | null {
    return this.#userData;
  }

  get userAbilityRules(): AbilityRule[] {
    return this.#rules;
  }

  /**
   * `true` when a refresh may still succeed: there is a user and the refresh token issued with
   * the last access token is within its 7-day life. A dead refresh token is not worth a request.
   */
  get canRefresh(): boolean {
    return Boolean(this.#userData && this.#token && this.#token.refreshExpiresAt > this.#now());
  }

  /** Starts a session after login or registration. */
  start(credentials: SessionCredentials<User>): void {
    this.#userData = credentials.userData;
    this.#rules = credentials.userAbilityRules ?? [];
    this.#token = this.#tokenState(credentials.accessToken);
    this.#changed(['userData', 'accessToken', 'userAbilityRules']);
  }

  /** Replaces the access token (after a refresh, or a widget-session token handed in by an integrator). */
  setAccessToken(accessToken: string): void {
    this.#token = this.#tokenState(accessToken);
    this.#changed(['accessToken']);
  }

  /** Updates the user data and/or the rules (profile edits, organization switch). */
  update(changes: { userData?: User; userAbilityRules?: AbilityRule[] }): void {
    const keys: (keyof typeof SESSION_STORAGE_KEYS)[] = [];
    if (changes.userData) {
      this.#userData = changes.userData;
      keys.push('userData');
    }
    if (changes.userAbilityRules) {
      this.#rules = changes.userAbilityRules;
      keys.push('userAbilityRules');
    }
    if (keys.length) this.#changed(keys);
  }

  /** Ends the session and removes every stored value. */
  clear(): void {
    if (!this.#userData && !this.#token && this.#rules.length === 0) return;
    this.#userData = null;
    this.#token = null;
    this.#rules = [];
    this.#changed(['userData', 'accessToken', 'userAbilityRules']);
  }

  /** Resolves when every pending write has reached storage. */
  flush(): Promise<void> {
    return this.#writes;
  }

  #liveToken(): string | null {
    return this.#token && this.#token.expiresAt > this.#now() ? this.#token.value : null;
  }

  #tokenState(value: string): TokenState {
    const now = this.#now();
    const { issuedAt, expiresAt } = readTokenTimes(value);
    const issuedMs = issuedAt === undefined ? now : issuedAt * 1000;
    // Never trust a token for longer than the documented lifetime, whatever it claims.
    const lifetimeEnd = issuedMs + ACCESS_TOKEN_LIFETIME_SECONDS * 1000;
    return {
      value,
      expiresAt: Math.min(expiresAt === undefined ? lifetimeEnd : expiresAt * 1000, lifetimeEnd),
      refreshExpiresAt: issuedMs + REFRESH_TOKEN_LIFETIME_SECONDS * 1000,
    };
  }

  #changed(keys: (keyof typeof SESSION_STORAGE_KEYS)[]): void {
    this.#snapshot = null;
    const values = {
      userData: this.#userData,
      accessToken: this.#token?.value ?? null,
      userAbilityRules: this.#userData || this.#rules.length ? this.#rules : null,
    };
    // Writes are chained so a quick login-then-logout cannot land out of order.
    this.#writes = this.#writes
      .then(() => Promise.all(keys.map((key) => this.#persist(key, values[key]))))
      .then(
        () => undefined,
        (error: unknown) => console.error('Facturo: could not store the session.', error),
      );
    this.notify();
  }

  async #persist(key: keyof typeof SESSION_STORAGE_KEYS, value: unknown): Promise<void> {
    const storageKey = SESSION_STORAGE_KEYS[key];
    if (value === null || value === undefined) {
      this.#storage.removeItem(storageKey);
      return;
    }
    this.#storage.setItem(storageKey, await this.#cipher.encrypt(JSON.stringify(value)));
  }

  async #read(key: keyof typeof SESSION_STORAGE_KEYS): Promise<unknown> {
    const stored = this.#storage.getItem(SESSION_STORAGE_KEYS[key]);
    if (stored === null) return null;
    const plain = await this.#cipher.decrypt(stored);
    if (plain === null) return null;
    try {
      return JSON.parse(plain);
    } catch {
      return null;
    }
  }

  async #hydrate(): Promise<void> {
    const [userData, accessToken, rules] = await Promise.all([
      this.#read('userData'),
      this.#read('accessToken'),
      this.#read('userAbilityRules'),
    ]);
    // A login that happened while we were reading wins over what storage held.
    if (this.#userData || this.#token) return;
    this.#userData = typeof userData === 'object' && userData !== null ? (userData as User) : null;
    this.#token = typeof accessToken === 'string' && accessToken ? this.#tokenState(accessToken) : null;
    this.#rules = Array.isArray(rules) ? (rules as AbilityRule[]) : [];
    if (this.#userData || this.#token || this.#rules.length) {
      this.#snapshot = null;
      this.notify();
    }
  }
}

/**
 * Creates a {@link Session}. Importing the sdk never touches `window`; storage is chosen here.
 * @example
 * const session = createSession({ storage: localStorage });
 * await session.ready;
 * session.isLoggedIn;
 */
export function createSession<User extends UserData = UserData>(options: SessionOptions = {}): Session<User> {
  return new Session<User>(options);
}
