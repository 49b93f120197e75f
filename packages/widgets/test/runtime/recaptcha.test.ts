import { loadRecaptcha, recaptchaToken } from '@facturo/sdk/captcha';
import { describe, expect, test, vi } from 'vitest';

describe('reCAPTCHA v3', () => {
  test('loads Google script once per site key, renders the badge bottom left and asks for a token per action', async () => {
    const execute = vi.fn(
      async (widgetId: number, options: { action: string }) => `${widgetId}:${options.action}`,
    );
    const render = vi.fn((_holder: HTMLElement, _parameters: object) => 7);
    const appended = vi.spyOn(document.head, 'append').mockImplementation((script) => {
      vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), render, execute });
      queueMicrotask(() => (script as HTMLScriptElement).onload?.(new Event('load')));
    });
    expect(await recaptchaToken('site-key', 'login')).toBe('7:login');
    expect(await recaptchaToken('site-key', 'register')).toBe('7:register');
    expect(appended).toHaveBeenCalledOnce();
    const script = appended.mock.calls[0]?.[0] as HTMLScriptElement | undefined;
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    expect(render).toHaveBeenCalledOnce();
    const [holder, parameters] = render.mock.calls[0] ?? [];
    expect(parameters).toEqual({ sitekey: 'site-key', badge: 'bottomleft', size: 'invisible' });
    expect(holder?.parentElement).toBe(document.body);
  });

  test('a blocked script (CSP) rejects with the fix and can be retried', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((script) => {
      queueMicrotask(() => (script as HTMLScriptElement).onerror?.(new Event('error')));
    });
    await expect(loadRecaptcha('blocked-key')).rejects.toThrow(/Content-Security-Policy/);
    await expect(loadRecaptcha('blocked-key')).rejects.toThrow(/Content-Security-Policy/);
  });
});
