import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import type { PropertyTypes } from '../../core/elements/element-properties';
import { widgetElementClass } from '../../core/elements/widget-element';
import type { WidgetElementClass } from '../../core/elements/widget-element.types';
import { type EarlyPaint, lazyReactRenderer, type WidgetLoader } from './lazy-react-renderer';

/** Describes a widget's custom element: its tag, its properties and how to load its component. */
export interface WidgetElementSpec<Props extends object> {
  /** `facturo-<thing>`, lowercase kebab-case. */
  tag: `facturo-${string}`;
  /** Every property the element exposes, as a property and (unless `property`) as a kebab-case attribute. */
  properties: PropertyTypes<Props>;
  /** Loads the React component; keep it a dynamic `import()` so the code downloads on first use. */
  load: WidgetLoader<Props>;
  /** Starts the widget's first request on first connect, before its code arrives (see `WidgetSpec`). */
  prefetch?: (props: Record<string, unknown>) => void;
  /** Paints the widget's first content without React, from what `prefetch` started (see `WidgetSpec`). */
  earlyPaint?: EarlyPaint;
}

/**
 * Builds the custom element for a React widget: the framework-free element (`widgetElementClass`:
 * shadow root, attributes, properties, lifecycle) rendering through `lazyReactRenderer`, which downloads
 * React, the widget and its texts (`namespaces`, when given) on first connect.
 * @example
 * export const ThingElement = createWidgetElement<ThingProps>({
 *   tag: 'facturo-thing',
 *   properties: { ...widgetBaseProperties, size: 'number' },
 *   load: () => import('./thing').then((module) => module.Thing),
 * });
 */
export function createWidgetElement<Props extends object>(
  spec: WidgetElementSpec<Props> & { namespaces?: readonly CatalogueNamespace[] },
): WidgetElementClass<Props> {
  return widgetElementClass(
    { tag: spec.tag, properties: spec.properties },
    lazyReactRenderer(spec.load, spec.namespaces, spec.prefetch, spec.earlyPaint),
  ) as WidgetElementClass<Props>;
}
