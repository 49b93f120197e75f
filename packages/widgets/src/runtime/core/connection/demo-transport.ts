/**
 * The sdk's demo transport, in a module of its own so that `DemoConnectionTransport` imports it
 * lazily: widgets that are not in demo mode never download it.
 * @module
 */
export { createDemoTransport } from '@facturo/sdk/http';
