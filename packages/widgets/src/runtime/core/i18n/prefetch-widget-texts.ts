import { type Locale, loadCatalogue, SUPPORTED_LOCALES } from '@facturo/sdk';
import { WIDGET_NAMESPACES, type WidgetName, widgetTextNamespaces } from './widget-namespaces';

/**
 * Starts downloading the texts `<facturo-…>` (by tag) shows in `locale`, while its code and React
 * are still on their way, so the catalogues do not wait for the widget to render first. Only warms
 * the sdk's catalogue cache: the widget's own translation instance finds them there, and reports a
 * failed download itself.
 */
export function prefetchWidgetTexts(tag: string, locale: unknown): void {
  const name = tag.replace(/^facturo-/, '');
  // Not the sdk's isSupportedLocale: that lives with i18next, which this module must not pull in.
  if (!Object.hasOwn(WIDGET_NAMESPACES, name) || !SUPPORTED_LOCALES.includes(locale as Locale)) return;
  loadCatalogue(locale as Locale, widgetTextNamespaces(WIDGET_NAMESPACES[name as WidgetName])).catch(
    () => {},
  );
}
