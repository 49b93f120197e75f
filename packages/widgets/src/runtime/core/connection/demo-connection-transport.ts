import type { DemoRoute, Transport, TransportCall } from '@facturo/sdk/http';

/**
 * The demo answers of the endpoints one widget calls: a lazy `import()` of its demo routes module,
 * declared once at module level so that every element of that widget adds the same loader.
 * @example const demoRoutes: DemoRoutesLoader = () => import('./thing.demo').then((module) => module.thingDemoRoutes());
 */
export type DemoRoutesLoader = () => Promise<readonly DemoRoute[]>;

/**
 * The transport of `demo` widgets, behind the same typed client as the real API: each demo widget
 * adds its routes when it mounts, and they (and the sdk's demo transport) are downloaded on the first
 * call, never before (a server render of a demo widget downloads nothing). A page without `demo`
 * widgets never downloads any demo data. Every widget's routes are made once per page connection, so
 * the examples they keep (a new billing date, a demo payment) stay consistent across the demo widgets
 * of a page until the connections are reset. Nothing leaves the page.
 */
export class DemoConnectionTransport implements Transport {
  readonly #loaders = new Set<DemoRoutesLoader>();
  readonly #routes = new Map<DemoRoutesLoader, Promise<readonly DemoRoute[]>>();
  #transport: Promise<Transport> | null = null;

  /** Adds a widget's demo routes; adding the same loader again does nothing. */
  add(load: DemoRoutesLoader): void {
    if (this.#loaders.has(load)) return;
    this.#loaders.add(load);
    this.#transport = null;
  }

  /** Answers from the routes added so far; an endpoint without one rejects with `demo_unavailable`. */
  async send(call: TransportCall): Promise<unknown> {
    this.#transport ??= Promise.all([
      import('./demo-transport'),
      ...[...this.#loaders].map((load) => this.#routesOf(load)),
    ]).then(
      ([{ createDemoTransport }, ...routes]) => createDemoTransport(routes.flat()),
      (error: unknown) => {
        // A download that failed (a flaky connection) is tried again by the next call.
        this.#transport = null;
        throw error;
      },
    );
    return (await this.#transport).send(call);
  }

  /** A demo session has no refresh token. */
  async refresh(): Promise<boolean> {
    return false;
  }

  // Each loader runs once: its routes keep the demo's state.
  #routesOf(load: DemoRoutesLoader): Promise<readonly DemoRoute[]> {
    let routes = this.#routes.get(load);
    if (!routes) {
      routes = load();
      routes.catch(() => this.#routes.delete(load));
      this.#routes.set(load, routes);
    }
    return routes;
  }
}
