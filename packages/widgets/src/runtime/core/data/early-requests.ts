// By language and URL. Shared between `facturo.js` and the widget modules (src/script-tag/loader-modules.ts),
// so a request the loader started is found by the widget that downloads later.
const requests = new Map<string, Promise<Response>>();

/**
 * Starts a public JSON `GET` the way the widgets' HTTP client sends it (`Accept: application/json`,
 * `Accept-Language`, no credentials beyond same-origin), unless the same URL is already on its way,
 * so the answer downloads alongside the widget's code instead of after it. The widget takes it with
 * {@link takeEarlyRequest}.
 */
export function startEarlyRequest(url: string, locale: string): void {
  const key = `${locale} ${url}`;
  if (requests.has(key)) return;
  const response = fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    credentials: 'same-origin',
  });
  // Unread failures are the widget's to report (it asks again through its client).
  response.catch(() => {});
  requests.set(key, response);
}

/**
 * Takes (once) the request started for `url` in `locale`; `undefined` when there was none or it was
 * sent in another language, and the caller asks the API itself.
 */
export function takeEarlyRequest(url: string, locale: string): Promise<Response> | undefined {
  const key = `${locale} ${url}`;
  const response = requests.get(key);
  requests.delete(key);
  return response;
}

/**
 * A copy of the answer to the request started for `url` in `locale`, leaving the request to
 * {@link takeEarlyRequest}; `undefined` when there is none. Call it right after starting the request,
 * before anyone can take and read it: the copy is made as the answer arrives.
 */
export function peekEarlyRequest(url: string, locale: string): Promise<Response> | undefined {
  return requests.get(`${locale} ${url}`)?.then((response) => response.clone());
}
