import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import type { WidgetScope } from '@facturo/sdk/schemas';

/**
 * The widget-session scopes a widget checks, each with the scopes it includes, as the API decides
 * (changing the billing date includes reading it).
 */
export type WidgetScopes = Partial<Record<WidgetScope, readonly WidgetScope[]>>;

/**
 * What a widget's frame (`WidgetRoot`) and its element need to know about it: the part of its spec
 * (`<thing>/<thing>.widget.ts`) its React code imports, so the element's property table and loader
 * stay out of the widget's download.
 */
export interface WidgetFrame {
  /** `facturo-<thing>`, lowercase kebab-case; `<thing>` is the widget's name. */
  readonly tag: `facturo-${string}`;
  /** The catalogue namespaces it shows, besides `common`, `errors` and `widgets`. */
  readonly namespaces: readonly CatalogueNamespace[];
  /** The widget-session scopes it checks; none for widgets that act for a signed-in user only. */
  readonly scopes?: WidgetScopes;
}

/** A widget's name, from its tag: `facturo-pricing-table` → `pricing-table` (logs, data attributes). */
export function widgetName(tag: string): string {
  return tag.replace(/^facturo-/, '');
}
