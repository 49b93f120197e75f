/**
 * Every Facturo element class by tag, without defining any (the registration is `elements.ts`, and
 * the script tag's loader, which defines them itself once it knows it is the only copy on the page).
 * Derived from the list of widgets: a new widget never edits this file.
 * @module
 */
import type { FacturoElementTagNameMap } from './dom-types';
import type { WidgetElement, WidgetElementClass } from './runtime/core/elements/widget-element.types';
import { type WidgetSpec, widgetElement } from './runtime/react/elements/widget-spec';
import { FACTURO_WIDGETS } from './widgets';

type Tag = keyof FacturoElementTagNameMap;

// Spelled with public types only, so the published `.d.ts` shows the classes by tag.
function classesByTag<const Widgets extends readonly { readonly frame: { readonly tag: Tag } }[]>(
  widgets: Widgets,
): {
  readonly [Listed in Widgets[number]['frame']['tag']]: FacturoElementTagNameMap[Listed] extends WidgetElement<
    infer Props
  >
    ? WidgetElementClass<Props>
    : never;
} {
  return Object.fromEntries(
    // Typed per tag above: the list is a union of specs, each with its own props.
    widgets.map((widget) => [widget.frame.tag, widgetElement(widget as unknown as WidgetSpec<object>)]),
  ) as never;
}

/** Every Facturo element by tag (the same classes `PricingTableElement` and the others are). */
export const FACTURO_ELEMENTS = classesByTag(FACTURO_WIDGETS);
