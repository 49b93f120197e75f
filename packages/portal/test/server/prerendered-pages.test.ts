import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  pageAssets,
  prerenderedDocument,
  renderingOf,
  STARTS_PER_TASK,
} from '../../scripts/prerender-html.mjs';
import { servablePrerenderedPages, startPortalServer } from '../../server/portal-server.mjs';

const TEMPLATE = `<!doctype html>
<html lang="es" dir="ltr">
  <head>
    <title>Facturo</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_framework'] },
  _framework: { file: 'assets/framework-1.js' },
  'src/pages/landing/landing-page.tsx': {
    file: 'assets/landing-page-1.js',
    css: ['assets/landing-1.css'],
    imports: ['_framework'],
  },
};

const page = {
  pathname: '/landing-page',
  html: '<h1>Factura</h1>',
  title: 'Inicio · Facturo',
  locale: 'es',
  widgets: ['login'],
  rendering: renderingOf({ locale: 'es', apiBaseUrl: 'http://localhost:8000/api/v1' }),
};

/**
 * Runs a prerendered page's start-up script with a fake browser: the frame callback, then each task it
 * queues, in order. Returns what each task appended to the head.
 */
function startingTasks(html: string): Record<string, string>[][] {
  const script = html.match(/<script>(requestAnimationFrame[\s\S]*?)<\/script>/)?.[1] ?? '';
  const frames: (() => void)[] = [];
  const queued: (() => void)[] = [];
  const tasks: Record<string, string>[][] = [];
  const fakeDocument = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, string>) => tasks.at(-1)?.push({ ...element }) },
  };
  new Function('requestAnimationFrame', 'setTimeout', 'document', script)(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => queued.push(callback),
    fakeDocument,
  );
  for (const frame of frames) frame();
  expect(tasks).toEqual([]);
  while (queued.length) {
    tasks.push([]);
    queued.shift()?.();
  }
  return tasks;
}

describe('the prerendered document', () => {
  const assets = pageAssets(MANIFEST, ['src/pages/landing/landing-page.tsx']);
  const document = prerenderedDocument(TEMPLATE, page, assets, (file) => `/* ${file} */ h1{color:red}`);

  test('a page’s own files are those index.html does not load already', () => {
    expect(assets).toEqual({ css: ['assets/landing-1.css'], js: ['assets/landing-page-1.js'] });
  });

  test('holds the page in #root, marked with its path and language, and its title', () => {
    expect(document).toContain(
      '<div id="root" data-prerendered="/landing-page" data-prerendered-locale="es" data-prerendered-widgets="login" data-prerendered-config="{&quot;locale&quot;:&quot;es&quot;}"><h1>Factura</h1></div>',
    );
    expect(document).toContain('<title>Inicio · Facturo</title>');
  });

  test('every stylesheet is inlined (no request holds up the first paint) and left linked for print only', () => {
    expect(document).toContain('<style>/* assets/index-1.css */ h1{color:red}</style>');
    expect(document).toContain('<style>/* assets/landing-1.css */ h1{color:red}</style>');
    expect(document).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing-1.css" media="print">',
    );
    expect(document).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
  });

  test('the app’s code starts after the first paint, with the page’s modules preloaded', () => {
    expect(document).not.toContain('<script type="module"');
    expect(document).not.toContain('<link rel="modulepreload"');
    const appended = startingTasks(document).flat();
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/landing-page-1.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
    ]);
  });

  test('a page of many modules adds its preloads a few per task, so a tap is never kept waiting long', () => {
    const chunks = Array.from({ length: 10 }, (_, index) => `assets/chunk-${index}.js`);
    const many = prerenderedDocument(TEMPLATE, page, { css: [], js: chunks }, () => '');
    const tasks = startingTasks(many);
    expect(tasks.length).toBeGreaterThan(1);
    for (const task of tasks) expect(task.length).toBeLessThanOrEqual(STARTS_PER_TASK);
    const appended = tasks.flat();
    expect(appended.map((element) => element.href ?? element.src)).toEqual([
      '/assets/framework-1.js',
      ...chunks.map((file) => `/${file}`),
      '/assets/index-1.js',
    ]);
    expect(appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
  });

  test('a visitor in another language or with a session has the page hidden until the app draws it', () => {
    const check = document.match(/<script>(\(function\(\)\{try[^<]+)<\/script>/)?.[1] ?? '';
    const stale = (cookie: string, token: string | null) => {
      const root = { attributes: new Map<string, string>() };
      const run = new Function('document', 'localStorage', check);
      run(
        {
          cookie,
          documentElement: {
            setAttribute: (name: string, value: string) => root.attributes.set(name, value),
          },
        },
        { getItem: () => token },
      );
      return root.attributes.get('data-prerender') === 'stale';
    };
    expect(stale('', null)).toBe(false);
    expect(stale('facturo-language=es; facturo-theme=dark', null)).toBe(false);
    expect(stale('other=1; facturo-language=en', null)).toBe(true);
    expect(stale('', 'encrypted-token')).toBe(true);
    expect(document).toContain('html[data-prerender="stale"] #root{visibility:hidden}');
  });
});

test('what of a configuration shows in a page: all but the API’s address, whatever the order of keys', () => {
  expect(
    renderingOf({ locale: 'es', apiBaseUrl: 'https://a.test', captcha: { provider: 'altcha', x: 1 } }),
  ).toBe(renderingOf({ captcha: { x: 1, provider: 'altcha' }, apiBaseUrl: 'https://b.test', locale: 'es' }));
  expect(renderingOf({ locale: 'es' })).not.toBe(renderingOf({ locale: 'en' }));
});

describe('the portal server sends the prerendered pages', () => {
  const shipped = { locale: 'es', apiBaseUrl: 'http://localhost:8000/api/v1', justLandingPage: true };
  const prerendered = { config: shipped, pages: { '/landing-page': 'landing-page.html' } };

  test('for the configuration they were made with, whatever the API’s address', () => {
    expect(
      servablePrerenderedPages(prerendered, { ...shipped, apiBaseUrl: 'https://api.facturo.co/api/v1' }),
    ).toEqual(new Map([['/landing-page', 'landing-page.html']]));
  });

  test.each([
    ['another language', { ...shipped, locale: 'en' }],
    ['the full app', { ...shipped, justLandingPage: false }],
  ])('not for %s', (_label, runtime) => {
    expect(servablePrerenderedPages(prerendered, runtime).size).toBe(0);
  });

  test('over HTTP: /landing-page gets its page, other paths the app', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-prerendered-'));
    onTestFinished(() => rm(dist, { recursive: true, force: true }));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>App</title>');
    await writeFile(join(dist, 'landing-page.html'), '<!doctype html><title>Landing</title>');
    await writeFile(join(dist, 'config.json'), JSON.stringify(shipped));
    await writeFile(join(dist, 'prerendered.json'), JSON.stringify(prerendered));
    const serve = async (env: NodeJS.ProcessEnv) => {
      const server: Server = await startPortalServer({ root: dist, port: 0, host: '127.0.0.1', env });
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      try {
        return await Promise.all(
          ['/landing-page', '/landing-page/', '/login', '/'].map(async (path) =>
            (await fetch(`${base}${path}`)).text(),
          ),
        );
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    };
    expect(await serve({ FACTURO_API_URL: 'http://127.0.0.1:9' })).toEqual([
      '<!doctype html><title>Landing</title>',
      '<!doctype html><title>Landing</title>',
      '<!doctype html><title>App</title>',
      '<!doctype html><title>App</title>',
    ]);
    // A deployment that renders otherwise (here in English) gets the app, which draws the page itself.
    expect(await serve({ PORTAL_CONFIG: '{"locale":"en"}' })).toEqual(
      Array(4).fill('<!doctype html><title>App</title>'),
    );
  });
});
