/**
 * @facturo/sdk/core — The ground floor: the observable `Subscribable` every stateful sdk object extends, and the
 * injectable environment adapters (cookies, storage, colour scheme) that keep the sdk importable in Node.
 * @module
 */

export type { ColorSchemeSource } from './environment/color-scheme';
export { createStaticColorScheme, mediaColorScheme } from './environment/color-scheme';
export type { CookieJar, CookieOptions } from './environment/cookie-jar';
export { createMemoryCookieJar, documentCookieJar, parseCookieString } from './environment/cookie-jar';
export type { KeyValueStorage } from './environment/key-value-storage';
export { createMemoryStorage, defaultStorage } from './environment/key-value-storage';
export type { Listener, Unsubscribe } from './subscribable';
export { Subscribable } from './subscribable';
