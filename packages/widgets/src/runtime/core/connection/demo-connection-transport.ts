import type { DemoRoute, Transport, TransportCall } from '@facturo/sdk/http';

/**
 * The demo answers of the endpoints one widget calls: a lazy `import()` of its demo routes module,
 * declared once at module level so that every element of that widget adds the same loader.
 * @example const demoRoutes: DemoRoutesLoader = () => import('./thing.demo').then((module) => module.thingDemoRoutes());
 */
export type DemoRoutesLoader = () => Promise<readonly DemoRoute[]>;

/**
 * The transport of `demo` widgets, behind the same typed client as the real API: each demo widget
 * adds its routes when it mounts, and only then are they (and the sdk's demo transport) downloaded.
 * A page without `demo` widgets never downloads any demo data. Every widget's routes are called once
 * per page connection, so the examples they keep (a new billing date, a demo payment) stay consistent
 * across the demo widgets of a page until the connections are reset. Nothing leaves the page.
 */
export class DemoConnectionTransport implements Transport {
  readonly #routes = new Map<DemoRoutesLoader, Promise<readonly DemoRoute[]>>();
  #transport: Promise<Transport> | null = null;

  /** Adds a widget's demo routes (downloading them now); adding the same loader again does nothing. */
  add(load: DemoRoutesLoader): void {
    if (this.#routes.has(load)) return;
    this.#routes.set(load, load());
    this.#transport = null;
  }

  /** Answers from the routes added so far; an endpoint without one rejects with `demo_unavailable`. */
  async send(call: TransportCall): Promise<unknown> {
    this.#transport ??= Promise.all([import('./demo-transport'), ...this.#routes.values()]).then(
      ([{ createDemoTransport }, ...routes]) => createDemoTransport(routes.flat()),
    );
    return (await this.#transport).send(call);
  }

  /** A demo session has no refresh token. */
  async refresh(): Promise<boolean> {
    return false;
  }
}
