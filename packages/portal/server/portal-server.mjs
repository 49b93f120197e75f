// The portal's static server: the built app from `dist/`, the build's prerendered pages (landing,
// sign-in) where they fit the configuration, an SPA fallback to index.html, gzip for text, long caching for fingerprinted assets, `/config.json` built from the environment so one
// build runs anywhere, and a real `/robots.txt` and `/sitemap.xml` (`PORTAL_PUBLIC_URL` names the
// public origin behind a proxy). `npm start` runs it through the package's `serve` script.

import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderingOf } from '../scripts/prerender-html.mjs';
import { seoFile } from './seo-files.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

/**
 * The runtime configuration served as `/config.json`: the shipped file, then `FACTURO_API_URL`
 * (the API's origin; `/api/v1` is added) and `PORTAL_CONFIG` (a JSON object merged on top, e.g.
 * `{"justLandingPage":false}` for the full app).
 * @param {Record<string, unknown>} shipped
 * @param {NodeJS.ProcessEnv} env
 */
export function runtimeConfig(shipped, env) {
  const config = { ...shipped };
  if (env.FACTURO_API_URL) config.apiBaseUrl = `${env.FACTURO_API_URL.replace(/\/+$/, '')}/api/v1`;
  if (env.PORTAL_CONFIG) {
    const extra = JSON.parse(env.PORTAL_CONFIG);
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
      throw new Error('PORTAL_CONFIG must be a JSON object, for example {"justLandingPage":false}.');
    }
    Object.assign(config, extra);
  }
  return config;
}

/**
 * The build's prerendered pages (`dist/prerendered.json`, scripts/prerender-pages.mjs) this server may
 * send, by path: all of them when the runtime configuration renders as the shipped one did (only the
 * API's address may differ, which the pages do not show), none otherwise (a deployment in another
 * language or with other features gets the app's plain index.html, as before prerendering).
 * @param {{ config: Record<string, unknown>, pages: Record<string, string> } | null} prerendered
 * @param {Record<string, unknown>} runtime
 * @returns {Map<string, string>} path → file name in `dist/`
 */
export function servablePrerenderedPages(prerendered, runtime) {
  if (!prerendered) return new Map();
  if (renderingOf(prerendered.config) !== renderingOf(runtime)) return new Map();
  return new Map(Object.entries(prerendered.pages));
}

/**
 * Starts the server. Resolves with the Node server once it listens.
 * @param {{ root: string, port: number, host?: string, env?: NodeJS.ProcessEnv }} options
 */
export async function startPortalServer({ root, port, host, env = process.env }) {
  const dist = resolve(root);
  const shipped = JSON.parse(await readFile(join(dist, 'config.json'), 'utf8'));
  const runtime = runtimeConfig(shipped, env);
  const configBody = Buffer.from(`${JSON.stringify(runtime, null, 2)}\n`);
  const prerendered = await readFile(join(dist, 'prerendered.json'), 'utf8').then(JSON.parse, () => null);
  const prerenderedPages = servablePrerenderedPages(prerendered, runtime);
  const cache = new Map();

  async function load(path) {
    let entry = cache.get(path);
    if (!entry) {
      const body = await readFile(path);
      const ext = extname(path);
      // Small files too: most of a page's chunks are under 1 kB, and gzip still takes a third or more
      // off each; sent as they are only when compressing would not make them smaller.
      const gzip = COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : null;
      entry = {
        body,
        gzip: gzip && gzip.length < body.length ? gzip : null,
        type: TYPES[ext] ?? 'application/octet-stream',
      };
      cache.set(path, entry);
    }
    return entry;
  }

  async function fileFor(pathname) {
    const target = normalize(join(dist, decodeURIComponent(pathname)));
    if (!target.startsWith(dist)) return null;
    try {
      return (await stat(target)).isFile() ? target : null;
    } catch {
      return null;
    }
  }

  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://portal.local');
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    };
    try {
      const seo = seoFile(pathname, env, request.headers.host);
      if (seo) {
        response.writeHead(200, {
          ...headers,
          'Content-Type': seo.type,
          'Cache-Control': 'public, max-age=3600',
        });
        response.end(request.method === 'HEAD' ? undefined : seo.body);
        return;
      }
      if (pathname === '/config.json') {
        response.writeHead(200, { ...headers, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        response.end(configBody);
        return;
      }
      const page = prerenderedPages.get(pathname.replace(/\/+$/, ''));
      const file =
        (page && join(dist, page)) ||
        (pathname !== '/' && (await fileFor(pathname))) ||
        join(dist, 'index.html');
      const entry = await load(file);
      const immutable = pathname.startsWith('/assets/');
      const gzip = entry.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        ...headers,
        'Content-Type': entry.type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : gzip ? entry.gzip : entry.body);
    } catch (error) {
      response.writeHead(500, { ...headers, 'Content-Type': TYPES['.txt'] });
      response.end('The portal could not serve this file.');
      console.error(error);
    }
  });
  await new Promise((resolveListen) => server.listen(port, host, resolveListen));
  return server;
}
