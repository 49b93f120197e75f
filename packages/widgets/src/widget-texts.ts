/**
 * The texts of each widget, by name, derived from the list of widgets: what `preloadTexts` downloads
 * and what a host can read to preload them itself. A new widget never edits this file.
 * @module
 */
import type { Locale } from '@facturo/sdk/config';
import { preloadWidgetTexts } from './runtime/core/i18n/preload-texts';
import type { WidgetFrame } from './runtime/core/widget-frame';
import { widgetName } from './runtime/core/widget-frame';
import { FACTURO_WIDGETS } from './widgets';

// A generic function rather than a cast, so the published `.d.ts` shows the namespaces by name.
function namespacesByName<const Widgets extends readonly { readonly frame: WidgetFrame }[]>(
  widgets: Widgets,
): {
  readonly [Widget in Widgets[number] as Widget['frame']['tag'] extends `facturo-${infer Name}`
    ? Name
    : never]: Widget['frame']['namespaces'];
} {
  return Object.fromEntries(widgets.map(({ frame }) => [widgetName(frame.tag), frame.namespaces])) as never;
}

/** The catalogue namespaces each widget shows, besides `common`, `errors` and `widgets`. */
export const WIDGET_NAMESPACES = namespacesByName(FACTURO_WIDGETS);

/** A widget with its own texts. */
export type WidgetName = keyof typeof WIDGET_NAMESPACES;

/**
 * Downloads the texts of the given widgets (all by default) for `locale`, and the configuration
 * checker. Server renderers call it before `renderToString`, so the HTML holds the widget's content
 * rather than a loading state.
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
