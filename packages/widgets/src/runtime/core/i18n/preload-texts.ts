import { type CatalogueNamespace, createI18nFor, type Locale } from '@facturo/sdk';
import { loadFullConfigResolver } from '../config/full-config-resolver';
import { WIDGET_NAMESPACES, type WidgetName, widgetTextNamespaces } from './widget-namespaces';

/**
 * Downloads the texts of every widget for `locale` ahead of time, and the configuration checker for
 * configurations the widgets do not check by hand. Server renderers call it before `renderToString`
 * so widgets render their content instead of a loading state; pages may call it to skip the first
 * loading frame.
 */
export async function preloadWidgetTexts(
  locale: Locale,
  namespaces: readonly CatalogueNamespace[],
): Promise<void> {
  await Promise.all([
    createI18nFor(widgetTextNamespaces(namespaces), { locale, document: null }),
    loadFullConfigResolver(),
  ]);
}

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
