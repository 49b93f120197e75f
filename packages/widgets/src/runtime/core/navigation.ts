/**
 * Sends the browser to `url` (the pricing table's `checkout-url`, the login's `redirect-url`).
 * One function so tests can replace it: jsdom cannot navigate.
 */
export function navigateTo(url: string): void {
  globalThis.location?.assign(url);
}

/** Resolves a possibly relative URL against the current page and adds query parameters. */
export function withQuery(url: string, params: Record<string, string>): string {
  const base = globalThis.location?.href ?? 'http://localhost/';
  const target = new URL(url, base);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.href;
}
