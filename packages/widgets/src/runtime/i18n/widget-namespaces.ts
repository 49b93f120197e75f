import type { CatalogueNamespace, Locale } from '@facturo/sdk';
import { preloadWidgetTexts } from './use-widget-i18n';

/** The catalogue namespaces each widget shows, besides `common`, `errors` and `widgets`. */
export const WIDGET_NAMESPACES = {
  'pricing-table': ['pricing', 'domain'],
  login: ['login', 'validation', 'success', 'domain'],
  // The checkout shows the login inline and reuses its taxpayer labels.
  checkout: ['checkout', 'login', 'validation', 'success', 'domain'],
  'billing-date': ['billingDate', 'domain'],
  'invoice-list': ['invoices', 'domain', 'validation'],
} as const satisfies Record<string, readonly CatalogueNamespace[]>;

/** A widget with its own texts. */
export type WidgetName = keyof typeof WIDGET_NAMESPACES;

/**
 * Downloads the texts of the given widgets (all by default) for `locale`. Server renderers call it
 * before `renderToString`, so the HTML holds the widget's content rather than a loading state.
 * @example await preloadTexts('es'); renderToString(<Login />);
 */
export function preloadTexts(
  locale: Locale,
  widgets: readonly WidgetName[] = Object.keys(WIDGET_NAMESPACES) as WidgetName[],
): Promise<void> {
  return preloadWidgetTexts(
    locale,
    widgets.flatMap((widget) => WIDGET_NAMESPACES[widget]),
  );
}
