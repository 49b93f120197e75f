import type { WidgetBaseProps } from '../../core/config/config.types';
import { type PropertyTypes, widgetBaseProperties } from '../../core/elements/element-properties';
import type { WidgetElementClass } from '../../core/elements/widget-element.types';
import type { WidgetFrame } from '../../core/widget-frame';
import { createWidgetElement } from './create-widget-element';
import type { EarlyPaint, WidgetLoader } from './lazy-react-renderer';

/**
 * Everything about one widget, in its own folder (`<thing>/<thing>.widget.ts`): the element registry,
 * the text namespaces by widget and the element's prefetch are derived from these, never edited by
 * hand. The frame is a separate constant the widget's component imports alone, so its React code does
 * not download the property table and the loader, which only the element needs.
 */
export interface WidgetSpec<Props extends object> {
  /** Tag, catalogue namespaces and token scopes. */
  readonly frame: WidgetFrame;
  /**
   * The element's own properties and their attributes; every widget also has `widgetBaseProperties`
   * (`api-base`, `locale`, `theme`, `primary-color`, `demo`, `translations`).
   */
  readonly properties: PropertyTypes<Omit<Props, keyof WidgetBaseProps>>;
  /** Loads the React component; keep it a dynamic `import()` so the code downloads on first use. */
  readonly load: WidgetLoader<Props>;
  /**
   * Starts the widget's first request as its element connects, while its code still downloads (the
   * element's properties so far); the widget reuses the answer. Keep it small: it is in `facturo.js`.
   */
  readonly prefetch?: (props: Record<string, unknown>) => void;
  /**
   * Paints the widget's first content with plain DOM from the answer `prefetch` started, so the
   * visitor sees it before React has downloaded; React's code is asked for once it is painted, and
   * takes over when its own content is ready. Keep it small: it is in `facturo.js` (the painting
   * itself belongs in a module it imports).
   */
  readonly earlyPaint?: EarlyPaint;
}

// One class per spec, whoever asks first (the registry or the widget's `*.element.ts`), so the class
// a page defines and the one it can import by name are the same.
const classes = new WeakMap<object, WidgetElementClass<object>>();

/** The custom element class of a widget spec, created on first use (it needs `HTMLElement`). */
export function widgetElement<Props extends object>(spec: WidgetSpec<Props>): WidgetElementClass<Props> {
  let elementClass = classes.get(spec) as WidgetElementClass<Props> | undefined;
  if (!elementClass) {
    elementClass = createWidgetElement<Props>({
      tag: spec.frame.tag,
      properties: { ...widgetBaseProperties, ...spec.properties } as PropertyTypes<Props>,
      namespaces: spec.frame.namespaces,
      load: spec.load,
      ...(spec.prefetch ? { prefetch: spec.prefetch } : {}),
      ...(spec.earlyPaint ? { earlyPaint: spec.earlyPaint } : {}),
    });
    classes.set(spec, elementClass as WidgetElementClass<object>);
  }
  return elementClass;
}
