import type { Locale } from '@facturo/sdk/config';
import { preloadTexts, WIDGET_NAMESPACES, type WidgetName } from '@facturo/widgets';

/**
 * Downloads the texts of the widgets a prerendered page shows with their content (`names`, as the page
 * lists them), so they hydrate with the same words. Its own chunk: it brings the list of widgets, which
 * a page without prerendered widgets (the landing page) never needs.
 */
export async function preloadWidgetTexts(locale: Locale, names: readonly string[]): Promise<void> {
  const widgets = names.filter((name): name is WidgetName => Object.hasOwn(WIDGET_NAMESPACES, name));
  if (widgets.length) await preloadTexts(locale, widgets);
}
