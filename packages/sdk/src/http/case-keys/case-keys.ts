import { BoundedCache } from './bounded-cache';
import type { CamelizeKeys, DecamelizeKeys } from './case-keys.types';

/** How many converted key names each direction remembers. */
export const KEY_CACHE_CAPACITY = 100_000;

const camelCache = new BoundedCache(KEY_CACHE_CAPACITY);
const snakeCache = new BoundedCache(KEY_CACHE_CAPACITY);

const SEPARATORS = /[-_\s]+(.)?/g;
const UPPERCASE_START = /(?=[A-Z])/;

// humps leaves keys that coerce to a number ("1", "", "1e3") as they are; so do we, for identical output.
const isNumerical = (key: string) => !Number.isNaN(+key);

/** `first_name` → `firstName`, with exactly the output of `humps.camelize`. */
export function camelize(key: string): string {
  return camelCache.getOrCompute(key, (raw) => {
    if (isNumerical(raw)) return raw;
    const joined = raw.replace(SEPARATORS, (_match, next: string | undefined) =>
      next ? next.toUpperCase() : '',
    );
    return joined.charAt(0).toLowerCase() + joined.slice(1);
  });
}

/** `firstName` → `first_name`, with exactly the output of `humps.decamelize`. */
export function decamelize(key: string): string {
  return snakeCache.getOrCompute(key, (raw) => raw.split(UPPERCASE_START).join('_').toLowerCase());
}

/** Drops every remembered key conversion (tests and long-lived servers that want memory back). */
export function clearKeyCaches(): void {
  camelCache.clear();
  snakeCache.clear();
}

/** Number of remembered conversions per direction; the bound is {@link KEY_CACHE_CAPACITY}. */
export function keyCacheSizes(): { camel: number; snake: number } {
  return { camel: camelCache.size, snake: snakeCache.size };
}

// Only arrays and plain objects are walked. Everything else (Date, File, Blob, FormData,
// URLSearchParams, ArrayBuffer, typed arrays, class instances) is passed through untouched.
function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const length = value.length;
    const out = new Array<unknown>(length);
    for (let index = 0; index < length; index++) out[index] = convertKeys(value[index], convertKey);
    return out;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;

  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(source);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const converted = convertKey(key);
    const child = convertKeys(source[key], convertKey);
    if (converted === '__proto__') {
      // Assigning "__proto__" would replace the prototype; define it as the plain data key it is.
      Object.defineProperty(out, converted, {
        value: child,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      out[converted] = child;
    }
  }
  return out;
}

/**
 * Deep-converts object keys to camelCase (API responses → application code).
 * @example camelizeKeys({ first_name: 'Ana', items: [{ plan_id: 1 }] }) // { firstName: 'Ana', items: [{ planId: 1 }] }
 */
export function camelizeKeys<T>(value: T): CamelizeKeys<T> {
  return convertKeys(value, camelize) as CamelizeKeys<T>;
}

/**
 * Deep-converts object keys to snake_case (application code → API requests).
 * @example decamelizeKeys({ planId: 1 }) // { plan_id: 1 }
 */
export function decamelizeKeys<T>(value: T): DecamelizeKeys<T> {
  return convertKeys(value, decamelize) as DecamelizeKeys<T>;
}
