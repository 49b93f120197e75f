/** The part of Google's `grecaptcha` global the sdk uses (explicit rendering). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: { sitekey: string; badge: 'bottomleft' | 'bottomright' | 'inline'; size: 'invisible' },
  ): number;
  execute(widgetId: number, options: { action: string }): Promise<string>;
}

/** A reCAPTCHA v3 client rendered once per page and site key. */
export interface RecaptchaClient {
  /** A fresh token for `action`. */
  execute(action: string): Promise<string>;
}

const loading = new Map<string, Promise<RecaptchaClient>>();

/**
 * Loads Google reCAPTCHA v3 once per page (a `<script>` in the document head: it cannot run inside a
 * shadow root) and renders its badge at the bottom left, as the specification asks: the bottom right is
 * where chat buttons and the widgets' own notices sit. It renders explicitly because only explicit
 * rendering can place the badge; the holder element goes at the end of `<body>`. Partners using it must
 * allow `https://www.google.com` and `https://www.gstatic.com` in `script-src` and `frame-src`
 * (docs/embedding.md).
 */
export function loadRecaptcha(
  siteKey: string,
  doc: Document = globalThis.document,
): Promise<RecaptchaClient> {
  let promise = loading.get(siteKey);
  if (!promise) {
    promise = new Promise<RecaptchaClient>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
      script.async = true;
      script.onerror = () => {
        loading.delete(siteKey);
        reject(new Error('Facturo: reCAPTCHA could not load; check the page Content-Security-Policy.'));
      };
      script.onload = () => {
        const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (!grecaptcha) {
          reject(new Error('Facturo: reCAPTCHA loaded without defining grecaptcha.'));
          return;
        }
        grecaptcha.ready(() => {
          const holder = doc.createElement('div');
          holder.dataset.facturoRecaptcha = siteKey;
          doc.body.append(holder);
          const widgetId = grecaptcha.render(holder, {
            sitekey: siteKey,
            badge: 'bottomleft',
            size: 'invisible',
          });
          resolve({ execute: (action) => grecaptcha.execute(widgetId, { action }) });
        });
      };
      doc.head.append(script);
    });
    loading.set(siteKey, promise);
  }
  return promise;
}

/** A fresh reCAPTCHA v3 token for `action` (tokens are single-use and live two minutes). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  return (await loadRecaptcha(siteKey)).execute(action);
}
