import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { likelyStartLocale, guessLocale as startupLocale } from '../../src/app/guess-locale';
import { loadConfig, StartupFailure } from '../../src/app/load-config';
import { StartupErrorPage } from '../../src/app/startup-error-page';

const respond = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('loading /config.json', () => {
  test('a valid file is validated and completed by the sdk', async () => {
    const { config } = await loadConfig(
      '/config.json',
      respond('{"apiBaseUrl":"https://api.facturo.co/api/v1/"}'),
    );
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.facturo.co/api/v1',
      justLandingPage: true,
      allowAuth: true,
      locale: 'es',
    });
  });

  test.each([
    ['the server answers 404', respond('', 404), 'config_unreachable'],
    ['the file is not JSON', respond('<html>'), 'config_unreachable'],
    [
      'the network fails',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
      'config_unreachable',
    ],
    ['a field is misspelt', respond('{"justLandingpage": false}'), 'config_invalid'],
    ['a value is wrong', respond('{"apiBaseUrl": "ftp://x"}'), 'config_invalid'],
  ])('fails as %s → %s', async (_label, fetchImpl, reason) => {
    const failure = await loadConfig('/config.json', fetchImpl).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupFailure);
    expect((failure as StartupFailure).reason).toBe(reason);
    expect((failure as StartupFailure).message).toMatch(/config\.json/);
  });
});

describe('the start-up error page', () => {
  test.each([
    ['config_unreachable', 'es', 'No pudimos cargar la configuración del sitio.'],
    ['config_invalid', 'es', 'El sitio tiene un error de configuración'],
    ['unexpected', 'en', 'Something went wrong while opening the page.'],
  ] as const)('%s in %s is explained, with a retry', (reason, locale, text) => {
    render(<StartupErrorPage reason={reason} locale={locale} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(
      screen.getByRole('button', { name: locale === 'es' ? 'Intentar de nuevo' : 'Try again' }),
    ).toBeTruthy();
  });

  test.each([
    ['facturo-language=en', [], 'en'],
    ['', ['en-US', 'en'], 'en'],
    ['', ['es-CO', 'en'], 'es'],
    ['', [], 'es'],
  ])('cookie "%s" and languages %j read in %s', (cookie, languages, expected) => {
    expect(startupLocale(cookie, languages)).toBe(expected);
  });

  // The texts downloaded before the configuration arrives are the ones the app will start in.
  test.each([
    ['facturo-language=en', 'es', 'en'],
    ['', 'es', 'es'],
    ['', 'en', 'en'],
    ['', '', 'es'],
  ])('cookie "%s" and page lang "%s" prefetch %s', (cookie, pageLang, expected) => {
    expect(likelyStartLocale(cookie, pageLang)).toBe(expected);
  });
});
