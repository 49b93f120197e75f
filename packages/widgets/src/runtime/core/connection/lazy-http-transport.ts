import type { HttpTransportOptions, Transport, TransportCall } from '@facturo/sdk/http';

/**
 * The sdk's HTTP transport, its code (retries, token refresh, cookies, case conversion of bodies)
 * downloaded beside the widget rather than in its first download: a pricing table shows the plans
 * `facturo.js` already fetched without it. The download starts at once; calls wait for it.
 */
export class LazyHttpTransport implements Transport {
  readonly #transport: Promise<Transport>;

  constructor(options: HttpTransportOptions) {
    this.#transport = import('./http-transport').then((module) => module.createHttpTransport(options));
    // A failed download is reported by the calls that needed it.
    this.#transport.catch(() => {});
  }

  /** Sends `call` once the transport's code is in. */
  send(call: TransportCall): Promise<unknown> {
    return this.#transport.then((transport) => transport.send(call));
  }

  /** Renews the access token once the transport's code is in. */
  refresh(): Promise<boolean> {
    return this.#transport.then((transport) => transport.refresh());
  }
}
