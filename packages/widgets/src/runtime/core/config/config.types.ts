import type { Locale, RuntimeConfig, RuntimeConfigInput } from '@facturo/sdk/config';
import type { TranslationOverrides } from '../i18n/translation-overrides';

/** The colour scheme a widget renders in; `system` follows `prefers-color-scheme` live. */
export type ThemeName = 'light' | 'dark' | 'system';

/** The themes a widget accepts, in the order the docs list them. */
export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark', 'system'];

/** Page-wide presentation defaults that are not part of the sdk's runtime configuration. */
export interface WidgetDefaults {
  /** Colour scheme of every widget without its own `theme`. Defaults to `system`. */
  theme?: ThemeName;
  /** Primary colour (`#RRGGBB`) of every widget without its own `primary-color`. Defaults to `#10D1F4`. */
  primaryColor?: string;
}

/**
 * What `Facturo.configure()` (or `configure()` from `@facturo/widgets`) accepts: any part of the sdk's
 * runtime configuration plus the widget defaults. Later calls merge over earlier ones.
 */
export type FacturoConfigInput = Partial<RuntimeConfigInput> & WidgetDefaults;

/** Attributes (and React props) every widget accepts. */
export interface WidgetBaseProps {
  /** The API base URL, e.g. `https://api.facturo.co/api/v1`; overrides the page configuration. */
  apiBase?: string;
  /**
   * The language: `es`, `en`, `fr` or `ar`. Without it, the page's (`data-locale`, `Facturo.configure`).
   * @default 'es'
   */
  locale?: Locale;
  /**
   * `light`, `dark` or `system` (follows the visitor's setting live). Without it, the page's
   * (`data-theme`, `Facturo.configure`).
   * @default 'system'
   */
  theme?: ThemeName;
  /** Primary colour as `#RRGGBB`; overrides `--facturo-color-primary`. */
  primaryColor?: string;
  /**
   * Renders from built-in example data and never touches the network.
   * @default false
   */
  demo?: boolean;
  /** Texts to use instead of the built-in ones, per locale (`{ es: { pricing: { selectPlan: '…' } } }`). */
  translations?: TranslationOverrides;
}

/** Everything a mounted widget needs to know about its configuration, resolved and validated. */
export interface ResolvedWidgetConfig {
  config: RuntimeConfig;
  theme: ThemeName;
  /** Primary colour from the attribute or the page defaults; `undefined` leaves the CSS custom property in charge. */
  primaryColor: string | undefined;
  demo: boolean;
}
