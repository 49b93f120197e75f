import { describe, expect, test } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '../../src/config/brand-colors';
import { createStaticColorScheme } from '../../src/core/environment/color-scheme';
import { createMemoryCookieJar } from '../../src/core/environment/cookie-jar';
import {
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  type PreferenceName,
} from '../../src/portal/preferences/preference-definitions';
import { createPreferences } from '../../src/portal/preferences/preferences';

const setup = (cookies: Record<string, string> = {}, dark = false) => {
  const jar = createMemoryCookieJar(cookies);
  const colorScheme = createStaticColorScheme(dark);
  const preferences = createPreferences({ appTitle: 'facturo', cookies: jar, colorScheme });
  return { jar, colorScheme, preferences };
};

describe('preferences', () => {
  test('defaults', () => {
    const { preferences } = setup();
    expect(preferences.getSnapshot()).toEqual({
      theme: 'system',
      skin: 'default',
      lightPrimaryColor: DEFAULT_PRIMARY_COLOR,
      darkPrimaryColor: DEFAULT_PRIMARY_COLOR,
      navbarBlur: true,
      navbarType: 'sticky',
      verticalNavCollapsed: false,
      verticalNavSemiDark: false,
      contentWidth: 'boxed',
      layout: 'vertical',
      language: 'es',
      resolvedTheme: 'light',
      primaryColor: '#10D1F4',
    });
  });

  test.each<[PreferenceName, string | boolean, string]>([
    ['theme', 'dark', 'dark'],
    ['skin', 'bordered', 'bordered'],
    ['lightPrimaryColor', '#7367f0', '#7367F0'],
    ['darkPrimaryColor', '#ff9f43', '#FF9F43'],
    ['navbarBlur', false, 'false'],
    ['navbarType', 'hidden', 'hidden'],
    ['verticalNavCollapsed', true, 'true'],
    ['verticalNavSemiDark', true, 'true'],
    ['contentWidth', 'fluid', 'fluid'],
    ['layout', 'horizontal', 'horizontal'],
    ['language', 'en', 'en'],
  ])('%s is stored in cookie facturo-%s for 30 days', (name, value, cookieValue) => {
    const { jar, preferences } = setup();
    preferences.set(name, value as never);
    expect(jar.get(`facturo-${name}`)).toBe(cookieValue);
    expect(jar.written.get(`facturo-${name}`)?.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
    expect(PREFERENCE_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  test('reads cookies back and ignores invalid values', () => {
    const { preferences } = setup({
      'facturo-theme': 'dark',
      'facturo-skin': 'neon',
      'facturo-navbarBlur': 'false',
    });
    expect(preferences.get('theme')).toBe('dark');
    expect(preferences.get('skin')).toBe('default');
    expect(preferences.get('navbarBlur')).toBe(false);
  });

  test('rejects invalid values with the preference name', () => {
    const { preferences } = setup();
    expect(() => preferences.set('theme', 'sepia' as never)).toThrow(
      'Invalid value "sepia" for preference "theme"',
    );
  });

  test('horizontal layout makes a hidden navbar sticky and expands the vertical nav', () => {
    const { preferences, jar } = setup({
      'facturo-navbarType': 'hidden',
      'facturo-verticalNavCollapsed': 'true',
    });
    preferences.set('layout', 'horizontal');
    expect(preferences.get('navbarType')).toBe('sticky');
    expect(preferences.get('verticalNavCollapsed')).toBe(false);
    expect(jar.get('facturo-navbarType')).toBe('sticky');
  });

  test('system theme follows prefers-color-scheme live while subscribed', () => {
    const { preferences, colorScheme } = setup({ 'facturo-darkPrimaryColor': '#FF9F43' });
    let calls = 0;
    const unsubscribe = preferences.subscribe(() => calls++);
    colorScheme.setDark(true);
    expect(preferences.getSnapshot().resolvedTheme).toBe('dark');
    expect(preferences.getSnapshot().primaryColor).toBe('#FF9F43');
    expect(calls).toBe(1);
    preferences.set('theme', 'light');
    colorScheme.setDark(false);
    colorScheme.setDark(true);
    expect(preferences.getSnapshot().resolvedTheme).toBe('light');
    expect(calls).toBe(2);
    unsubscribe();
    preferences.set('theme', 'system');
    colorScheme.setDark(false);
    expect(calls).toBe(2);
  });

  test('without subscribers, the snapshot of a system theme reads the system setting of the moment', () => {
    const { preferences, colorScheme } = setup({ 'facturo-darkPrimaryColor': '#FF9F43' });
    const light = preferences.getSnapshot();
    expect(light.resolvedTheme).toBe('light');
    expect(preferences.getSnapshot()).toBe(light);
    colorScheme.setDark(true);
    const dark = preferences.getSnapshot();
    expect(dark).toMatchObject({ resolvedTheme: 'dark', primaryColor: '#FF9F43' });
    expect(preferences.getSnapshot()).toBe(dark);
    colorScheme.setDark(false);
    expect(preferences.getSnapshot()).toMatchObject({
      resolvedTheme: 'light',
      primaryColor: DEFAULT_PRIMARY_COLOR,
    });
  });

  test('reset removes the cookies', () => {
    const { preferences, jar } = setup();
    preferences.set('theme', 'dark');
    preferences.reset();
    expect(jar.get('facturo-theme')).toBeUndefined();
    expect(preferences.get('theme')).toBe('system');
  });
});
