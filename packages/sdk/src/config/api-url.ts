/**
 * The API URL rules shared by the configuration schema and its callers, apart from the schema so that
 * code which only needs them does not pull the schema's validator in.
 * @module
 */

/** The API base used in development when none is configured. */
export const DEV_API_BASE_URL = 'http://localhost:8000/api/v1';

/** The API version when the configuration names none (also the only one there is). */
export const DEFAULT_API_VERSION = 'v1';

/** What `apiBaseUrl` and `authUrl` must be, for the API version `version`. */
export const apiUrlExpectation = (version: string) =>
  `an absolute http(s) URL ending in /api/${version}, for example https://api.facturo.co/api/${version}`;

/** The URL's path when `value` is an absolute http(s) URL, else `undefined`. */
export function httpUrlPath(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}
