/** A GET request `facturo.js` started before the widget that needs it had downloaded. */
export interface EarlyRequest {
  /** The `Accept-Language` it was sent with (the widget's locale). */
  readonly locale: string;
  /** The answer, or the network failure. */
  readonly response: Promise<Response>;
}

// By URL. Shared between `facturo.js` and the widget modules (src/script-tag/loader-modules.ts),
// so a request the loader started is found by the widget that downloads later.
const requests = new Map<string, EarlyRequest>();

/**
 * Starts a public JSON `GET` the way the widgets' HTTP client sends it (`Accept: application/json`,
 * `Accept-Language`, no credentials beyond same-origin), unless the same URL is already on its way,
 * so the answer downloads alongside the widget's code instead of after it.
 */
export function startEarlyRequest(url: string, locale: string): void {
  if (requests.has(url)) return;
  const response = fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    credentials: 'same-origin',
  });
  // Unread failures are the widget's to report (it asks again through its client).
  response.catch(() => {});
  requests.set(url, { locale, response });
}

/**
 * Takes (once) the request started for `url` in `locale`; `undefined` when there was none or it was
 * sent in another language, and the caller asks the API itself.
 */
export function takeEarlyRequest(url: string, locale: string): Promise<Response> | undefined {
  const request = requests.get(url);
  if (!request || request.locale !== locale) return undefined;
  requests.delete(url);
  return request.response;
}
