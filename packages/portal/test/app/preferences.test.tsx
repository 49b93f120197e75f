import { createMemoryCookieJar } from '@facturo/sdk/core';
import { createI18n } from '@facturo/sdk/i18n';
import { createPreferences } from '@facturo/sdk/portal';
import { darkTheme, lightTheme } from '@facturo/ui/styles';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { bindPreferences } from '../../src/app/bind-preferences';

const root = document.documentElement;
afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
});

function setup(cookies = createMemoryCookieJar()) {
  const preferences = createPreferences({
    appTitle: 'facturo',
    cookies,
    colorScheme: { prefersDark: () => false, subscribe: () => () => {} },
  });
  const i18n = createI18n({ locale: 'es' });
  const stop = bindPreferences({ preferences, i18n });
  return { preferences, i18n, cookies, stop };
}

describe('preferences applied to the page', () => {
  test('theme, skin and primary colour reach <html> (where the widgets read them too)', () => {
    const { preferences, stop } = setup();
    expect(root.classList.contains(lightTheme)).toBe(true);
    preferences.set('theme', 'dark');
    preferences.set('skin', 'bordered');
    preferences.set('darkPrimaryColor', '#7367F0');
    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.classList.contains(lightTheme)).toBe(false);
    expect(root.dataset.skin).toBe('bordered');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--facturo-color-primary')).toBe('#7367F0');
    expect(root.style.getPropertyValue('--facturo-color-on-primary')).toBe('#FFFFFF');
    stop();
  });

  test('a language change updates <html lang dir> (once its texts are loaded) and is kept in a 30-day cookie', async () => {
    const { preferences, i18n, cookies, stop } = setup();
    preferences.set('language', 'en');
    await waitFor(() => expect(i18n.locale).toBe('en'));
    expect(root.lang).toBe('en');
    expect(root.dir).toBe('ltr');
    expect(cookies.get('facturo-language')).toBe('en');
    stop();
  });

  test('before the visitor chooses, the deployment’s locale stays', () => {
    const preferences = createPreferences({ appTitle: 'facturo', cookies: createMemoryCookieJar() });
    const i18n = createI18n({ locale: 'en' });
    const stop = bindPreferences({ preferences, i18n });
    preferences.set('theme', 'dark');
    expect(i18n.locale).toBe('en');
    stop();
  });
});
