import type { AnyEndpoint, EndpointInput, EndpointOutput, InputRequired } from '../endpoints/endpoint';
import type { Transport } from './transport.types';

/** Per-call options. */
export interface CallOptions<Output = unknown> {
  signal?: AbortSignal;
  /** Extra headers: a widget session's `Authorization: Bearer …`. */
  headers?: Readonly<Record<string, string>>;
  /** Required by idempotent endpoints: one key per attempt, the same key on every retry. */
  idempotencyKey?: string;
  /**
   * A fast check of the answer that returns it typed when it is certainly valid, or `undefined` to
   * let the endpoint's schema decide. Lets a first paint skip downloading the schema validator. It
   * may be asynchronous (a check whose code downloads beside the request).
   */
  check?: (body: unknown) => Output | undefined | Promise<Output | undefined>;
}

/** The arguments of {@link ApiClient.call}: the input is required when the endpoint has any. */
export type CallArguments<E extends AnyEndpoint> =
  InputRequired<E> extends true
    ? [input: EndpointInput<E>, options?: CallOptions<EndpointOutput<E>>]
    : [input?: EndpointInput<E>, options?: CallOptions<EndpointOutput<E>>];

/** The one client every widget and the portal use: typed by the endpoint contracts, answers checked. */
export interface ApiClient {
  /**
   * Calls an endpoint. JSON answers are checked against the endpoint's response schema (downloaded
   * on first use) and a mismatch rejects with a `ResponseFormatError` for developers; failures reject
   * with an `ApiError` in the reader's language.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointOutput<E>>;
  /** Renews the access token; concurrent callers share one attempt. Resolves `true` on success. */
  refresh(): Promise<boolean>;
  /** Where calls go (HTTP or the demo examples). */
  readonly transport: Transport;
}

/**
 * Creates the typed client over a transport.
 * @example
 * const client = createApiClient(createHttpTransport({ config, session, i18n }));
 * const invoice = await client.call(getInvoice, { params: { invoiceId } });
 */
export function createApiClient(transport: Transport): ApiClient {
  return {
    transport,
    refresh: () => transport.refresh(),
    async call<E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArguments<E>) {
      const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
      if (endpoint.idempotent && !options?.idempotencyKey) {
        throw new TypeError(`Facturo: ${endpoint.operationId} needs an idempotencyKey (one per attempt).`);
      }
      const headers = {
        ...options?.headers,
        ...(options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      };
      const answer = await transport.send({
        endpoint,
        ...(params ? { params } : {}),
        ...(query ? { query } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(options?.signal ? { signal: options.signal } : {}),
      });
      if (!endpoint.response) return answer as EndpointOutput<E>;
      const quick = await options?.check?.(answer);
      if (quick !== undefined) return quick;
      // The validator and the schema are downloaded only now, and only once per page.
      const { checkAnswer } = await import('./check-answer');
      return (await checkAnswer(endpoint, answer)) as EndpointOutput<E>;
    },
  };
}
