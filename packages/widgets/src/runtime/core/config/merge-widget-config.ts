import type { RuntimeConfigParser } from '@facturo/sdk/config';
import { ConfigError, DEFAULT_PRIMARY_COLOR, type Locale, SUPPORTED_LOCALES } from '@facturo/sdk/config';
import type { FacturoConfigInput, ResolvedWidgetConfig, ThemeName, WidgetBaseProps } from './config.types';
import { THEME_NAMES } from './config.types';

/** The outcome of resolving a widget's configuration: a usable one or the reason there is none. */
export type WidgetConfigResult =
  | { ok: true; value: ResolvedWidgetConfig }
  | { ok: false; error: ConfigError };

/** A cosmetic attribute whose value was not usable and was left out. */
export interface IgnoredAttribute {
  attribute: 'theme' | 'primary-color' | 'locale';
  value: string;
  expected: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Leaves out a `theme`, `primary-color` or `locale` attribute the widget cannot use, so the page's
 * setting (or the default) applies instead. These only change how the widget looks or reads: a typo
 * in one must not replace the widget with an error, nor, at runtime, throw away what the visitor typed.
 */
export function checkCosmeticAttributes(props: WidgetBaseProps): {
  props: WidgetBaseProps;
  ignored: IgnoredAttribute[];
} {
  const checked = { ...props };
  const ignored: IgnoredAttribute[] = [];
  if (props.theme !== undefined && !THEME_NAMES.includes(props.theme)) {
    ignored.push({
      attribute: 'theme',
      value: String(props.theme),
      expected: "one of 'light', 'dark', 'system'",
    });
    delete checked.theme;
  }
  if (props.primaryColor !== undefined && !HEX_COLOR.test(props.primaryColor)) {
    ignored.push({
      attribute: 'primary-color',
      value: String(props.primaryColor),
      expected: `a hex colour such as ${DEFAULT_PRIMARY_COLOR}`,
    });
    delete checked.primaryColor;
  }
  if (props.locale !== undefined && !SUPPORTED_LOCALES.includes(props.locale as Locale)) {
    ignored.push({
      attribute: 'locale',
      value: String(props.locale),
      expected: `one of ${SUPPORTED_LOCALES.join(', ')}`,
    });
    delete checked.locale;
  }
  return { props: checked, ignored };
}

/**
 * Merges a widget's own attributes over the page configuration and validates the result with `parse`.
 * Attribute values win, then `Facturo.configure`, then the script tag, then the sdk defaults.
 * `undefined` when `parse` cannot decide (see {@link RuntimeConfigParser}).
 */
export function mergeWidgetConfig(
  page: FacturoConfigInput,
  props: WidgetBaseProps,
  parse: RuntimeConfigParser,
): WidgetConfigResult | undefined {
  const { theme: pageTheme, primaryColor: pagePrimary, ...runtime } = page;
  const problems: { path: string; expected: string }[] = [];
  const theme = props.theme ?? pageTheme ?? 'system';
  if (!THEME_NAMES.includes(theme as ThemeName)) {
    problems.push({ path: 'theme', expected: "one of 'light', 'dark', 'system'" });
  }
  const primaryColor = props.primaryColor ?? pagePrimary;
  if (primaryColor !== undefined && !HEX_COLOR.test(primaryColor)) {
    problems.push({ path: 'primaryColor', expected: `a hex colour such as ${DEFAULT_PRIMARY_COLOR}` });
  }
  let config: ResolvedWidgetConfig['config'] | undefined;
  try {
    config = parse({
      ...runtime,
      ...(props.apiBase !== undefined ? { apiBaseUrl: props.apiBase } : {}),
      ...(props.locale !== undefined ? { locale: props.locale } : {}),
    });
    // Only the full parser can list every problem of this input.
    if (!config) return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(
      ...error.problems.map((problem) =>
        problem.path === 'apiBaseUrl' && props.apiBase !== undefined
          ? { ...problem, path: 'api-base' }
          : problem,
      ),
    );
  }
  if (problems.length > 0 || !config) return { ok: false, error: new ConfigError(problems) };
  return { ok: true, value: { config, theme: theme as ThemeName, primaryColor, demo: props.demo === true } };
}
