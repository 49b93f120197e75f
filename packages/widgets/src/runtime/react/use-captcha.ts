import { fetchAltchaToken, recaptchaToken } from '@facturo/sdk/captcha';
import { useCallback, useEffect, useRef } from 'react';
import { useWidget } from './widget-context';

/** Returns a captcha token for the next request, or `undefined` when no captcha is configured. */
export type CaptchaTokenSource = () => Promise<string | undefined>;

/**
 * The captcha the page's configuration asks for (`config.captcha.provider`): none, reCAPTCHA v3, or
 * ALTCHA solved here. ALTCHA work starts as soon as the form shows, so the token is usually ready by
 * the time the visitor presses the button; each token is used once. Demo widgets never ask.
 */
export function useCaptcha(action: string): CaptchaTokenSource {
  const { config, demo, connection } = useWidget();
  const provider = demo ? 'none' : config.captcha.provider;
  const siteKey = config.captcha.siteKey;
  const pending = useRef<Promise<string> | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const prepare = useCallback((): Promise<string> => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    const promise = fetchAltchaToken(connection.client, { signal: controller.signal });
    // A failure surfaces when the token is asked for, not as an unhandled rejection.
    promise.catch(() => {});
    pending.current = promise;
    return promise;
  }, [connection]);

  useEffect(() => {
    if (provider !== 'altcha') return;
    prepare();
    return () => aborter.current?.abort();
  }, [provider, prepare]);

  return useCallback(async () => {
    if (provider === 'recaptcha-v3' && siteKey) return recaptchaToken(siteKey, action);
    if (provider !== 'altcha') return undefined;
    const token = pending.current ?? prepare();
    pending.current = null;
    try {
      return await token;
    } finally {
      prepare();
    }
  }, [provider, siteKey, action, prepare]);
}
