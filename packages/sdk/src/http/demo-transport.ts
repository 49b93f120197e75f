import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../endpoints/endpoint';
import { ApiError } from './api-error';
import type { Transport, TransportCall } from './transport.types';

/** Answers one endpoint from in-memory examples; throw an `ApiError` to answer with a failure. */
export type DemoHandler<E extends AnyEndpoint> = (
  input: EndpointInput<E>,
  call: TransportCall,
) => EndpointOutput<E> | Promise<EndpointOutput<E>>;

/** A demo answer for some endpoints, keyed by the endpoint itself. */
export interface DemoRoute<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  readonly handle: DemoHandler<E>;
}

/**
 * Pairs an endpoint with its demo answer, typed by the contract (alone: `NoInfer` keeps the answer's
 * literals, `'COP'`, from widening).
 */
export function demoRoute<E extends AnyEndpoint>(endpoint: E, handle: NoInfer<DemoHandler<E>>): DemoRoute {
  return { endpoint, handle: handle as DemoHandler<AnyEndpoint> };
}

/** Options of {@link createDemoTransport}. */
export interface DemoTransportOptions {
  /** Milliseconds each answer takes, so loading states show as they would online. */
  latencyMs?: number;
}

/**
 * A transport that answers from in-memory examples: the widgets' `demo` attribute, docs
 * screenshots and tests. An endpoint without a demo answer rejects with 501 `demo_unavailable`,
 * which user interfaces show like any other failure.
 */
export function createDemoTransport(
  routes: readonly DemoRoute[],
  options: DemoTransportOptions = {},
): Transport {
  const byOperation = new Map(routes.map((route) => [route.endpoint.operationId, route]));
  return {
    async send(call) {
      const route = byOperation.get(call.endpoint.operationId);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (!route) {
        throw new ApiError(
          501,
          'demo_unavailable',
          `Facturo demo: ${call.endpoint.operationId} has no example answer.`,
        );
      }
      const input = { params: call.params, query: call.query, body: call.body } as EndpointInput<AnyEndpoint>;
      return route.handle(input, call);
    },
    refresh: async () => false,
  };
}
