import { type ColorSchemeSource, mediaColorScheme } from '../../core/environment/color-scheme';
import { type CookieJar, createMemoryCookieJar, documentCookieJar } from '../../core/environment/cookie-jar';
import { Subscribable, type Unsubscribe } from '../../core/subscribable';
import {
  defaultPreferences,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_DEFINITIONS,
  type PreferenceName,
  type PreferenceValues,
} from './preference-definitions';

/** The preferences plus what follows from them. */
export interface PreferencesSnapshot extends PreferenceValues {
  /** `light` or `dark`: the chosen theme, with `system` resolved from the operating system. */
  resolvedTheme: 'light' | 'dark';
  /** The primary colour of the resolved theme. */
  primaryColor: string;
}

/** Options of {@link createPreferences}. */
export interface PreferencesOptions {
  /** Prefix of every cookie: `<appTitle>-<name>`. */
  appTitle: string;
  /** Cookie storage; `document.cookie` in browsers, memory elsewhere. */
  cookies?: CookieJar;
  /** The system light/dark preference; `matchMedia` in browsers. */
  colorScheme?: ColorSchemeSource;
}

/**
 * User interface preferences kept in cookies named `<appTitle>-<name>` that live 30 days.
 * A `system` theme follows `prefers-color-scheme` live while anyone is subscribed.
 */
export class Preferences extends Subscribable {
  readonly #cookies: CookieJar;
  readonly #colorScheme: ColorSchemeSource;
  readonly #appTitle: string;
  #values: PreferenceValues;
  #snapshot: PreferencesSnapshot | null = null;
  #stopWatchingSystem: Unsubscribe | null = null;

  constructor(options: PreferencesOptions) {
    super();
    this.#appTitle = options.appTitle;
    this.#cookies = options.cookies ?? documentCookieJar() ?? createMemoryCookieJar();
    this.#colorScheme = options.colorScheme ?? mediaColorScheme();
    this.#values = this.#read();
  }

  /** The cookie name of a preference. */
  cookieName(name: PreferenceName): string {
    return `${this.#appTitle}-${name}`;
  }

  /** One preference's value. */
  get<Name extends PreferenceName>(name: Name): PreferenceValues[Name] {
    return this.#values[name];
  }

  /**
   * Every value plus the resolved theme and colour; the same object until something changes,
   * including the system setting behind a `system` theme (read afresh, since nothing watches it
   * while nobody is subscribed).
   */
  getSnapshot = (): PreferencesSnapshot => {
    const resolvedTheme = this.#resolvedTheme();
    if (this.#snapshot?.resolvedTheme !== resolvedTheme) this.#snapshot = null;
    if (!this.#snapshot) {
      this.#snapshot = {
        ...this.#values,
        resolvedTheme,
        primaryColor:
          resolvedTheme === 'dark' ? this.#values.darkPrimaryColor : this.#values.lightPrimaryColor,
      };
    }
    return this.#snapshot;
  };

  /**
   * Changes a preference and writes its cookie. Choosing the horizontal layout also makes a hidden
   * navbar sticky and expands the vertical nav, since neither makes sense with a top menu.
   */
  set<Name extends PreferenceName>(name: Name, value: PreferenceValues[Name]): void {
    const parsed = PREFERENCE_DEFINITIONS[name].parse(String(value));
    if (parsed === undefined) {
      throw new Error(`Invalid value ${JSON.stringify(value)} for preference "${name}".`);
    }
    const changes: Partial<PreferenceValues> = { [name]: parsed };
    if (name === 'layout' && parsed === 'horizontal') {
      if (this.#values.navbarType === 'hidden') changes.navbarType = 'sticky';
      changes.verticalNavCollapsed = false;
    }
    this.#apply(changes);
  }

  /** Puts every preference back to its default and removes the cookies. */
  reset(): void {
    for (const name of Object.keys(PREFERENCE_DEFINITIONS) as PreferenceName[]) {
      this.#cookies.remove(this.cookieName(name));
    }
    this.#values = defaultPreferences();
    this.#changed();
  }

  // Watch the system theme only while someone listens, so nothing leaks after unmount.
  protected override onFirstSubscriber(): void {
    this.#stopWatchingSystem = this.#colorScheme.subscribe(() => {
      if (this.#values.theme === 'system') this.#changed();
    });
  }

  protected override onLastUnsubscribe(): void {
    this.#stopWatchingSystem?.();
    this.#stopWatchingSystem = null;
  }

  #apply(changes: Partial<PreferenceValues>): void {
    for (const [name, value] of Object.entries(changes) as [
      PreferenceName,
      PreferenceValues[PreferenceName],
    ][]) {
      this.#cookies.set(this.cookieName(name), String(value), {
        maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_SECONDS,
        path: '/',
        sameSite: 'Lax',
      });
    }
    this.#values = { ...this.#values, ...changes };
    this.#changed();
  }

  #resolvedTheme(): 'light' | 'dark' {
    if (this.#values.theme !== 'system') return this.#values.theme;
    return this.#colorScheme.prefersDark() ? 'dark' : 'light';
  }

  #changed(): void {
    this.#snapshot = null;
    this.notify();
  }

  #read(): PreferenceValues {
    const values = defaultPreferences() as Record<PreferenceName, unknown>;
    for (const name of Object.keys(PREFERENCE_DEFINITIONS) as PreferenceName[]) {
      const raw = this.#cookies.get(this.cookieName(name));
      const parsed = raw === undefined ? undefined : PREFERENCE_DEFINITIONS[name].parse(raw);
      if (parsed !== undefined) values[name] = parsed;
    }
    return values as PreferenceValues;
  }
}

/**
 * Creates the preferences store.
 * @example
 * const preferences = createPreferences({ appTitle: 'facturo' });
 * preferences.set('theme', 'dark'); // writes cookie "facturo-theme=dark" for 30 days
 */
export function createPreferences(options: PreferencesOptions): Preferences {
  return new Preferences(options);
}
