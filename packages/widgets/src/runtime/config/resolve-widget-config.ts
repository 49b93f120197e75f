import { ConfigError, DEFAULT_PRIMARY_COLOR, parseConfig } from '@facturo/sdk';
import type { FacturoConfigInput, ResolvedWidgetConfig, ThemeName, WidgetBaseProps } from './config.types';
import { THEME_NAMES } from './config.types';

/** The outcome of {@link resolveWidgetConfig}: a usable configuration or the reason there is none. */
export type WidgetConfigResult =
  | { ok: true; value: ResolvedWidgetConfig }
  | { ok: false; error: ConfigError };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Merges a widget's own attributes over the page configuration and validates the result.
 * Attribute values win, then `Facturo.configure`, then the script tag, then the sdk defaults.
 */
export function resolveWidgetConfig(page: FacturoConfigInput, props: WidgetBaseProps): WidgetConfigResult {
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
    config = parseConfig({
      ...runtime,
      ...(props.apiBase !== undefined ? { apiBaseUrl: props.apiBase } : {}),
      ...(props.locale !== undefined ? { locale: props.locale } : {}),
    });
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
