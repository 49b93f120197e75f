import { ConfigError } from '@facturo/sdk/config';
import { describe, expect, test } from 'vitest';
import { configure, configureAsync } from '../../src/index';
import { pageConfig } from '../../src/runtime/core/config/config-store';
import { checkCosmeticAttributes } from '../../src/runtime/core/config/merge-widget-config';
import { resolveWidgetConfig } from '../../src/runtime/core/config/resolve-widget-config';

const API = 'https://api.partner.co/api/v1';

describe('resolveWidgetConfig', () => {
  test.each([
    {
      name: 'sdk defaults',
      page: {},
      props: {},
      expected: {
        apiBaseUrl: 'http://localhost:8000/api/v1',
        locale: 'es',
        theme: 'system',
        primaryColor: undefined,
        demo: false,
      },
    },
    {
      name: 'page configuration',
      page: { apiBaseUrl: API, locale: 'en', theme: 'dark', primaryColor: '#123456' },
      props: {},
      expected: { apiBaseUrl: API, locale: 'en', theme: 'dark', primaryColor: '#123456', demo: false },
    },
    {
      name: 'attributes over page',
      page: { apiBaseUrl: 'https://other.co/api/v1', locale: 'en', theme: 'dark' },
      props: { apiBase: `${API}/`, locale: 'es', theme: 'light', primaryColor: '#abc', demo: true },
      expected: { apiBaseUrl: API, locale: 'es', theme: 'light', primaryColor: '#abc', demo: true },
    },
  ] as const)('$name', ({ page, props, expected }) => {
    const result = resolveWidgetConfig(page, props);
    if (!result.ok) throw result.error;
    const { config, ...rest } = result.value;
    expect({ apiBaseUrl: config.apiBaseUrl, locale: config.locale, ...rest }).toEqual(expected);
  });

  test.each([
    { page: { theme: 'sepia' }, props: {}, path: 'theme' },
    { page: { primaryColor: 'cyan' }, props: {}, path: 'primaryColor' },
    { page: {}, props: { apiBase: 'api.partner.co' }, path: 'api-base' },
    { page: { locale: 'de' }, props: {}, path: 'locale' },
  ] as const)('reports $path with what it must be', ({ page, props, path }) => {
    const result = resolveWidgetConfig(page as never, props);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ConfigError);
    expect(result.error.problems.map((problem) => problem.path)).toContain(path);
  });

  test('an unusable theme, primary-color or locale attribute gives way to the page setting', () => {
    const props = { theme: 'sepia', primaryColor: 'cyan', locale: 'de' } as never;
    const result = resolveWidgetConfig({ theme: 'dark', locale: 'en' }, props);
    if (!result.ok) throw result.error;
    expect([result.value.theme, result.value.primaryColor, result.value.config.locale]).toEqual([
      'dark',
      undefined,
      'en',
    ]);
    expect(checkCosmeticAttributes(props).ignored.map((entry) => entry.attribute)).toEqual([
      'theme',
      'primary-color',
      'locale',
    ]);
  });
});

describe('configure', () => {
  test('merges over earlier calls and notifies widgets', () => {
    let changes = 0;
    const stop = pageConfig.subscribe(() => changes++);
    configure({ apiBaseUrl: API });
    configure({ theme: 'dark' });
    stop();
    expect(pageConfig.getSnapshot()).toEqual({ apiBaseUrl: API, theme: 'dark' });
    expect(changes).toBe(2);
  });

  test('throws a ConfigError naming every bad field and changes nothing', () => {
    expect(() => configure({ apiBaseUrl: 'nope', theme: 'neon' as never })).toThrow(ConfigError);
    expect(pageConfig.getSnapshot()).toEqual({});
  });
});

describe('configureAsync', () => {
  test('sets a usual configuration, checked by hand, before it returns', async () => {
    const applied = configureAsync({ apiBaseUrl: API, contactEmail: 'soporte@partner.co', theme: 'dark' });
    expect(pageConfig.getSnapshot()).toEqual({
      apiBaseUrl: API,
      contactEmail: 'soporte@partner.co',
      theme: 'dark',
    });
    await applied;
  });

  test('accepts what only the full parser decides', async () => {
    await configureAsync({ captcha: { provider: 'none', size: 'compact' } as never });
    expect(pageConfig.getSnapshot()).toEqual({ captcha: { provider: 'none', size: 'compact' } });
  });

  test('rejects with the ConfigError configure throws and changes nothing', async () => {
    const changes = { apiBaseUrl: 'nope', theme: 'neon' as never };
    let thrown: unknown;
    try {
      configure(changes);
    } catch (error) {
      thrown = error;
    }
    await expect(configureAsync(changes)).rejects.toEqual(thrown);
    expect(thrown).toBeInstanceOf(ConfigError);
    expect(pageConfig.getSnapshot()).toEqual({});
  });
});
