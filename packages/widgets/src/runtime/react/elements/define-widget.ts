import type { CatalogueNamespace } from '@facturo/sdk';
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { attributeName, type PropertyTypes, parseAttribute } from '../../core/elements/element-properties';
import type { WidgetElementClass } from '../../core/elements/widget-element.types';
import { adoptStyleSheet } from '../../core/styles/css-registry';
import { lazyReactRenderer, type WidgetLoader } from './lazy-react-renderer';

/** Describes a widget's custom element: its tag, its properties and how to load its component. */
export interface WidgetElementSpec<Props extends object> {
  /** `facturo-<thing>`, lowercase kebab-case. */
  tag: `facturo-${string}`;
  /** Every property the element exposes, as a property and (unless `property`) as a kebab-case attribute. */
  properties: PropertyTypes<Props>;
  /** Loads the React component; keep it a dynamic `import()` so the code downloads on first use. */
  load: WidgetLoader<Props>;
}

// r2wc keeps the props it renders with and its render method under these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcBase = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
type R2wcInternals = { [PROPS]: Record<string, unknown>; [RENDER]: () => void };
const internals = (element: HTMLElement) => element as unknown as R2wcInternals;

function rerender(element: HTMLElement): void {
  if (element.isConnected) internals(element)[RENDER]();
}

/**
 * Builds the custom element for a widget with r2wc. r2wc provides the element (open shadow root,
 * lifecycle, render scheduling); on top of it this adds what partners need: boolean and JSON
 * attributes that behave like HTML's, no rendering while detached, properties set before the
 * definition arrived are kept, and the widgets' stylesheet adopted into the shadow root.
 * @example
 * export const PricingTableElement = createWidgetElement<PricingTableProps>({
 *   tag: 'facturo-pricing-table',
 *   properties: { ...widgetBaseProperties, service: 'string', cycle: 'string' },
 *   load: () => import('./pricing-table').then((module) => module.PricingTable),
 * });
 */
export function createWidgetElement<Props extends object>(
  spec: WidgetElementSpec<Props> & { namespaces?: readonly CatalogueNamespace[] },
): WidgetElementClass<Props> {
  const properties = Object.entries(spec.properties) as [string, NonNullable<PropertyTypes<Props>[never]>][];
  const byAttribute = new Map(
    properties
      .filter(([, type]) => type !== 'property')
      .map(([name, type]) => [attributeName(name), { name, type }]),
  );
  const Base = r2wc(
    spec as unknown as ComponentType<object>,
    { shadow: 'open', props: {} },
    lazyReactRenderer(spec.load, spec.namespaces),
  ) as unknown as R2wcBase;

  class FacturoWidgetElement extends Base {
    static readonly tag = spec.tag;

    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptStyleSheet(this.shadowRoot);
      this.#upgradeProperties();
    }

    override connectedCallback(): void {
      this.#upgradeProperties();
      super.connectedCallback();
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      const property = byAttribute.get(attribute);
      if (!property || oldValue === value) return;
      internals(this)[PROPS][property.name] = parseAttribute(property.type, value, attribute, spec.tag);
      rerender(this);
    }

    // A property set on the element before its definition loaded is an own property shadowing the
    // accessor; move it behind the accessor so it reaches the widget.
    #upgradeProperties(): void {
      for (const [name] of properties) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
      }
    }
  }

  for (const [name] of properties) {
    Object.defineProperty(FacturoWidgetElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return internals(this)[PROPS][name];
      },
      set(this: HTMLElement, value: unknown) {
        internals(this)[PROPS][name] = value;
        rerender(this);
      },
    });
  }
  return FacturoWidgetElement as unknown as WidgetElementClass<Props>;
}
