// A tiny static file server with the headers a partner would send: a strict Content-Security-Policy
// on pages (docs/embedding.md), long-lived caching for Facturo's content-hashed files and for
// everything under a version folder (`/facturo/v0.1.0/…`), and CORS on files, which a page on another
// origin needs for the module imports, the fonts and a script tag with `integrity` and `crossorigin`.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * A strict Content-Security-Policy for a partner page with the widgets: the page's own files from
 * 'self', facturo.js and its modules and fonts from `widgetsOrigin`, API calls to `apiOrigin`, and
 * the payment provider's card form from `frameOrigin` (the API itself for the sandbox provider).
 * No inline code, no eval, no third-party fonts; styles need nothing (constructable stylesheets).
 * @param {{ widgetsOrigin: string, apiOrigin: string, frameOrigin?: string }} origins
 */
export function partnerCsp({ widgetsOrigin, apiOrigin, frameOrigin }) {
  const withSelf = widgetsOrigin === "'self'" ? "'self'" : `'self' ${widgetsOrigin}`;
  return [
    "default-src 'none'",
    `script-src ${withSelf}`,
    "style-src 'self'",
    `font-src ${withSelf}`,
    `connect-src ${apiOrigin}`,
    ...(frameOrigin ? [`frame-src ${frameOrigin}`] : []),
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Resolves `urlPath` inside `root`, or `undefined` when it would escape it. */
function inside(root, urlPath) {
  const file = normalize(join(root, decodeURIComponent(urlPath)));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

/**
 * Serves `mounts` (URL prefix → directory). HTML goes through `renderHtml` (placeholders) and gets
 * `csp`; names with a content hash are cached for a year, everything else is revalidated.
 * @param {{ mounts: Record<string, string>, csp: string, renderHtml?: (html: string) => string }} options
 */
export function createStaticServer({ mounts, csp, renderHtml = (html) => html }) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const prefix = prefixes.find((candidate) => url.pathname.startsWith(candidate));
      let file = prefix === undefined ? undefined : inside(mounts[prefix], url.pathname.slice(prefix.length));
      if (file && (await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // Every module under `chunks/` is named by its content hash (shared ones by the hash alone);
      // fonts carry theirs after the weight.
      const hashed =
        /[/\\]chunks[/\\][^/\\]+\.js$/.test(file) || /-[A-Za-z0-9_-]{8,}\.(js|woff2)$/.test(file);
      // A published version folder never changes (the build writes a new one for a new version).
      const versioned = /\/v\d+\.\d+\.\d+(?:-[\w.]+)?\//.test(url.pathname);
      const headers = {
        'Content-Type': type,
        'Cache-Control': hashed || versioned ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      };
      if (type.startsWith('text/html')) {
        const html = renderHtml(await readFile(file, 'utf8'));
        response.writeHead(200, { ...headers, 'Content-Security-Policy': csp });
        response.end(html);
        return;
      }
      response.writeHead(200, {
        ...headers,
        'Access-Control-Allow-Origin': '*',
        'Content-Length': info.size,
      });
      createReadStream(file).pipe(response);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Server error');
      console.error(error);
    }
  });
}
