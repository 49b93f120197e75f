import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPortalServer } from '../../server/portal-server.mjs';
import { seoFilesPlugin } from '../../server/seo-files.mjs';

let server: Server;
let base: string;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Facturo</title>');
  await writeFile(join(dist, 'config.json'), '{}');
  server = await startPortalServer({
    root: dist,
    port: 0,
    host: '127.0.0.1',
    env: { PORTAL_PUBLIC_URL: 'https://facturo.example.co/' },
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dist, { recursive: true, force: true });
});

describe('what search engines read', () => {
  test('/robots.txt is a text file: the public pages may be crawled, the customer area may not', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const body = await response.text();
    expect(body).not.toContain('<!doctype html>');
    expect(body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /landing-page',
        'Allow: /front-pages/pricing',
        'Disallow: /',
        'Sitemap: https://facturo.example.co/sitemap.xml',
      ]),
    );
  });

  test('/sitemap.xml lists the public pages at the public origin', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://facturo.example.co/landing-page',
      'https://facturo.example.co/front-pages/pricing',
      'https://facturo.example.co/front-pages/help-center',
    ]);
  });

  test('any other path still gets the app', async () => {
    expect(await (await fetch(`${base}/pages/account-settings`)).text()).toContain('<title>Facturo</title>');
  });
});

describe('vite preview (the built app served by Vite) answers them too', () => {
  test('robots.txt and sitemap.xml are files, not the app’s HTML', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-preview-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Facturo</title>');
    const server = await preview({
      configFile: false,
      logLevel: 'silent',
      root: dist,
      build: { outDir: dist },
      plugins: [seoFilesPlugin({ PORTAL_PUBLIC_URL: 'https://facturo.example.co' })],
      preview: { port: 0, host: '127.0.0.1' },
    });
    try {
      const address = server.httpServer.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const robots = await fetch(`${origin}/robots.txt`);
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await robots.text()).toContain('Sitemap: https://facturo.example.co/sitemap.xml');
      const sitemap = await fetch(`${origin}/sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await sitemap.text()).toContain('<loc>https://facturo.example.co/landing-page</loc>');
      expect(await (await fetch(`${origin}/landing-page`)).text()).toContain('<title>Facturo</title>');
    } finally {
      await server.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
