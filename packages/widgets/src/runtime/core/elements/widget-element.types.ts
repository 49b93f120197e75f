/** An element instance: an `HTMLElement` with the widget's properties. */
export type WidgetElement<Props extends object> = HTMLElement & Partial<Props>;

/** The class of a widget's custom element (what `createWidgetElement` returns). */
export interface WidgetElementClass<Props extends object> {
  new (): WidgetElement<Props>;
  readonly tag: string;
}

/** The props of a widget, read back from its element type. */
export type PropsOfElement<Element> = Element extends WidgetElement<infer Props> ? Props : never;
