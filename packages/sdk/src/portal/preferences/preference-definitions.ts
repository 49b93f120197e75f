import { DEFAULT_PRIMARY_COLOR } from '../../config/brand-colors';
import { SUPPORTED_LOCALES } from '../../config/locales';

/** How long a preference cookie lives: 30 days. */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface Definition<T> {
  defaultValue: T;
  /** Turns a cookie string into a value, or `undefined` when it is not a valid one. */
  parse(raw: string): T | undefined;
}

const oneOf = <const Options extends readonly string[]>(
  options: Options,
  defaultValue: Options[number],
): Definition<Options[number]> => ({
  defaultValue,
  parse: (raw) => (options.includes(raw) ? (raw as Options[number]) : undefined),
});

const flag = (defaultValue: boolean): Definition<boolean> => ({
  defaultValue,
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
});

const color = (): Definition<string> => ({
  defaultValue: DEFAULT_PRIMARY_COLOR,
  parse: (raw) => (/^#[0-9a-f]{6}$/i.test(raw) ? raw.toUpperCase() : undefined),
});

/** Every preference, its default and how its cookie is read. */
export const PREFERENCE_DEFINITIONS = {
  theme: oneOf(['light', 'dark', 'system'], 'system'),
  skin: oneOf(['default', 'bordered'], 'default'),
  lightPrimaryColor: color(),
  darkPrimaryColor: color(),
  navbarBlur: flag(true),
  navbarType: oneOf(['sticky', 'hidden'], 'sticky'),
  verticalNavCollapsed: flag(false),
  verticalNavSemiDark: flag(false),
  contentWidth: oneOf(['boxed', 'fluid'], 'boxed'),
  layout: oneOf(['vertical', 'horizontal'], 'vertical'),
  language: oneOf(SUPPORTED_LOCALES, 'es'),
};

/** The name of a preference. */
export type PreferenceName = keyof typeof PREFERENCE_DEFINITIONS;

/** All preferences and their values. */
export type PreferenceValues = {
  [Name in PreferenceName]: (typeof PREFERENCE_DEFINITIONS)[Name]['defaultValue'];
};

/** The default of every preference. */
export function defaultPreferences(): PreferenceValues {
  return Object.fromEntries(
    Object.entries(PREFERENCE_DEFINITIONS).map(([name, definition]) => [name, definition.defaultValue]),
  ) as PreferenceValues;
}
