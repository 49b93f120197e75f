/** Options for writing a cookie. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
  /** Defaults to `/`. */
  path?: string;
  /** Defaults to `Lax`. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

/** Reads and writes cookies; injectable so preferences and the XSRF header work outside browsers. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** Parses a `Cookie` header or `document.cookie` string into name/value pairs. */
export function parseCookieString(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A malformed escape in someone else's cookie must not break ours.
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** Serialises a cookie the way `document.cookie` expects it. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A {@link CookieJar} over `document.cookie`; `undefined` when there is no document (Node, workers). */
export function documentCookieJar(
  doc: { cookie: string } | undefined = globalThis.document,
): CookieJar | undefined {
  if (!doc) return undefined;
  return {
    get: (name) => parseCookieString(doc.cookie).get(name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
    },
  };
}

/** A {@link CookieJar} held in memory, for Node, SSR and tests. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & {
  /** The options each cookie was last written with, so tests can check lifetimes. */
  readonly written: ReadonlyMap<string, CookieOptions>;
} {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, CookieOptions>();
  return {
    written,
    get: (name) => values.get(name),
    set: (name, value, options = {}) => {
      values.set(name, value);
      written.set(name, options);
    },
    remove: (name) => {
      values.delete(name);
      written.delete(name);
    },
  };
}
