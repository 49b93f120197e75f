/**
 * @facturo/sdk/http — Talking to the Facturo API: the typed client over the endpoint contracts, its
 * transports (HTTP: camelCase ⇄ snake_case, bearer and XSRF headers, one shared refresh, retries of
 * GETs; demo: in-memory examples), the error every failure becomes, and the key conversion it uses.
 * @module
 */

export type { ApiClient, CallArguments, CallOptions } from './api-client';
export { createApiClient } from './api-client';
export type { ErrorBody } from './api-error';
export { ApiError, isApiError, toApiError } from './api-error';
export { camelize, camelizeKeys, decamelize, decamelizeKeys } from './case-keys/case-keys';
export type { CamelCase, CamelizeKeys, DecamelizeKeys, SnakeCase } from './case-keys/case-keys.types';
export { ResponseFormatError } from './check-answer';
export type { DemoHandler, DemoRoute, DemoTransportOptions } from './demo-transport';
export { createDemoTransport, demoRoute } from './demo-transport';
export type { HttpTransportOptions, QueryValue } from './http-transport';
export { createHttpTransport, XSRF_COOKIE, XSRF_HEADER } from './http-transport';
export type { Transport, TransportCall } from './transport.types';
