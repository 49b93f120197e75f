/**
 * The sdk's HTTP transport as a module of its own, which `LazyHttpTransport` imports on demand.
 * @module
 */
export { createHttpTransport } from '@facturo/sdk/http';
