/** The part of Google's `grecaptcha` global the sdk uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const loading = new Map<string, Promise<Grecaptcha>>();

/**
 * Loads Google reCAPTCHA v3 once per page (a `<script>` in the document head: it cannot run inside a
 * shadow root) and resolves when it is ready. Partners using it must allow `https://www.google.com`
 * and `https://www.gstatic.com` in `script-src` and `frame-src` (docs/embedding.md).
 */
export function loadRecaptcha(siteKey: string, doc: Document = globalThis.document): Promise<Grecaptcha> {
  let promise = loading.get(siteKey);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onerror = () => {
        loading.delete(siteKey);
        reject(new Error('Facturo: reCAPTCHA could not load; check the page Content-Security-Policy.'));
      };
      script.onload = () => {
        const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (!grecaptcha) reject(new Error('Facturo: reCAPTCHA loaded without defining grecaptcha.'));
        else grecaptcha.ready(() => resolve(grecaptcha));
      };
      doc.head.append(script);
    });
    loading.set(siteKey, promise);
  }
  return promise;
}

/** A fresh reCAPTCHA v3 token for `action` (tokens are single-use and live two minutes). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
