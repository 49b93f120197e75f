import type { AnyEndpoint } from '../endpoints/endpoint';

/** One call as a transport receives it: the contract and the camelCase input. */
export interface TransportCall {
  readonly endpoint: AnyEndpoint;
  readonly params?: object;
  readonly query?: object;
  readonly body?: unknown;
  /** Extra headers (a widget session's `Authorization`, `Idempotency-Key`). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/**
 * How calls reach an answer: over HTTP to a Facturo API ({@link createHttpTransport}), or from
 * in-memory examples for demos and tests ({@link createDemoTransport}). A transport resolves with
 * the camelCase JSON answer (a Blob for CSV, the text of an HTML page, `undefined` for 204) and
 * rejects with an `ApiError`.
 */
export interface Transport {
  send(call: TransportCall): Promise<unknown>;
  /** Renews the access token; concurrent callers share one attempt. Resolves `true` on success. */
  refresh(): Promise<boolean>;
}
