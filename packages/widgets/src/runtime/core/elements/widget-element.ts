import { adoptStyleSheet } from '../styles/css-registry';
import { attributeName, type PropertyType, parseAttribute } from './element-properties';

/** How an element shows its widget; the React adapter's is `lazyReactRenderer`. */
export interface ElementRenderer<Mount> {
  /** The element connected: render into its shadow root with its properties so far. */
  mount(container: ShadowRoot, props: Record<string, unknown>): Mount;
  /** A property or attribute changed while connected (`props` is the same, updated object). */
  update(mount: Mount, props: Record<string, unknown>): void;
  /** The element left the page (it may come back in the same task: the renderer decides). */
  unmount(mount: Mount): void;
}

/** What the element needs of a widget: its tag and its properties with their attribute types. */
export interface ElementDefinition {
  readonly tag: string;
  readonly properties: { readonly [name: string]: PropertyType | undefined };
}

/** The class {@link widgetElementClass} returns. */
export interface WidgetElementConstructor {
  new (): HTMLElement;
  readonly tag: string;
}

// During server-side rendering there is no DOM: the classes are still built (importing the elements
// entry must not throw), and `defineElement` finds no registry, so nothing is defined until the
// browser loads the module again.
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/**
 * The custom element class of a widget, framework-free (the renderer brings React). It gives partners:
 * an open shadow root with the widgets' stylesheet adopted; every property as an accessor and, unless
 * it is `property`, as a kebab-case attribute parsed the HTML way (`parseAttribute`: boolean and JSON
 * attributes warn and never throw); properties set before the definition arrived kept; and no
 * rendering while detached (mount on connect, update on change, unmount on disconnect).
 */
export function widgetElementClass<Mount>(
  definition: ElementDefinition,
  renderer: ElementRenderer<Mount>,
): WidgetElementConstructor {
  const names = Object.keys(definition.properties);
  const byAttribute = new Map<string, { name: string; type: PropertyType }>();
  for (const [name, type] of Object.entries(definition.properties)) {
    if (type && type !== 'property') byAttribute.set(attributeName(name), { name, type });
  }

  class FacturoWidgetElement extends ElementBase {
    static readonly tag = definition.tag;

    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    // One object for the element's life: the renderer keeps reading the latest values from it.
    readonly #props: Record<string, unknown> = {};
    readonly #root: ShadowRoot;
    #mount: Mount | undefined;
    #connected = false;

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      adoptStyleSheet(this.#root);
      this.#upgradeProperties();
    }

    connectedCallback(): void {
      this.#upgradeProperties();
      this.#connected = true;
      this.#render();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      if (this.#mount !== undefined) renderer.unmount(this.#mount);
      this.#mount = undefined;
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      const property = byAttribute.get(attribute);
      if (!property || oldValue === value) return;
      this.#props[property.name] = parseAttribute(property.type, value, attribute, definition.tag);
      this.#render();
    }

    #render(): void {
      if (!this.#connected) return;
      if (this.#mount === undefined) this.#mount = renderer.mount(this.#root, this.#props);
      else renderer.update(this.#mount, this.#props);
    }

    // A property set on the element before its definition loaded is an own property shadowing the
    // accessor; move it behind the accessor so it reaches the widget.
    #upgradeProperties(): void {
      for (const name of names) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
      }
    }

    static {
      for (const name of names) {
        Object.defineProperty(FacturoWidgetElement.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: FacturoWidgetElement) {
            return this.#props[name];
          },
          set(this: FacturoWidgetElement, value: unknown) {
            this.#props[name] = value;
            this.#render();
          },
        });
      }
    }
  }
  return FacturoWidgetElement;
}
