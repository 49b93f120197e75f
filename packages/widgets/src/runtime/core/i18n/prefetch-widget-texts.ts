import { type Locale, SUPPORTED_LOCALES } from '@facturo/sdk/config';
import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import { widgetTextNamespaces } from './text-namespaces';
import { loadWidgetTexts } from './widget-catalogues';

/**
 * Starts downloading the texts a widget showing `namespaces` needs in `locale`, while its code and
 * React are still on their way, so the catalogues do not wait for the widget to render first. Only
 * warms the widgets' catalogue cache: the widget's own translator finds them there, and
 * reports a failed download itself.
 */
export function prefetchWidgetTexts(namespaces: readonly CatalogueNamespace[], locale: unknown): void {
  // Not the sdk's isSupportedLocale: its module holds the I18n class, which this eager module does not need.
  if (!SUPPORTED_LOCALES.includes(locale as Locale)) return;
  loadWidgetTexts(locale as Locale, widgetTextNamespaces(namespaces)).catch(() => {});
}
