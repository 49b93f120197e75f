import { loadRecaptcha, recaptchaToken } from '@facturo/sdk/captcha';
import { describe, expect, test, vi } from 'vitest';

describe('reCAPTCHA v3', () => {
  test('loads Google script once per site key in the document head and asks for a token per action', async () => {
    const execute = vi.fn(async (_key: string, options: { action: string }) => `token-for-${options.action}`);
    const appended = vi.spyOn(document.head, 'append').mockImplementation((script) => {
      vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
      queueMicrotask(() => (script as HTMLScriptElement).onload?.(new Event('load')));
    });
    expect(await recaptchaToken('site-key', 'login')).toBe('token-for-login');
    expect(await recaptchaToken('site-key', 'register')).toBe('token-for-register');
    expect(appended).toHaveBeenCalledOnce();
    const script = appended.mock.calls[0]?.[0] as HTMLScriptElement | undefined;
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
  });

  test('a blocked script (CSP) rejects with the fix and can be retried', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((script) => {
      queueMicrotask(() => (script as HTMLScriptElement).onerror?.(new Event('error')));
    });
    await expect(loadRecaptcha('blocked-key')).rejects.toThrow(/Content-Security-Policy/);
    await expect(loadRecaptcha('blocked-key')).rejects.toThrow(/Content-Security-Policy/);
  });
});
