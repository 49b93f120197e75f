// What search engines read: `/robots.txt` (the public website may be crawled; the customer area,
// checkout and sign-in may not) and `/sitemap.xml` (the public pages). Served by the portal server
// itself, so they are real files and never the app's HTML.

/** The public website's pages, the ones the router marks `public` and worth indexing. */
export const PUBLIC_PAGES = ['/landing-page', '/front-pages/pricing', '/front-pages/help-center'];

/**
 * The site's public origin: `PORTAL_PUBLIC_URL` when set (behind a proxy), otherwise the request's
 * own host.
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} host
 */
export function publicOrigin(env, host) {
  if (env.PORTAL_PUBLIC_URL) return env.PORTAL_PUBLIC_URL.replace(/\/+$/, '');
  return `http://${host ?? 'localhost'}`;
}

/**
 * `/robots.txt`: crawl the public pages (and the assets they render with), nothing else — the
 * customer area, the checkout and sign-in hold nothing for a search engine. The most specific rule
 * wins, so the allowed pages stand above the final `Disallow: /`.
 * @param {string} origin
 */
export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /$',
    ...PUBLIC_PAGES.map((page) => `Allow: ${page}`),
    'Allow: /assets/',
    'Allow: /favicon.svg',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * `/sitemap.xml` (sitemaps.org 0.9): the public pages, the landing first.
 * @param {string} origin
 */
export function sitemapXml(origin) {
  const urls = PUBLIC_PAGES.map(
    (page, index) =>
      `  <url><loc>${escapeXml(`${origin}${page}`)}</loc><priority>${index === 0 ? '1.0' : '0.8'}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The search-engine file at `pathname` (`/robots.txt` or `/sitemap.xml`) with its content type, or
 * `null` for any other path: one answer for the portal server and for Vite's dev and preview servers.
 * @param {string} pathname
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} host
 * @returns {{ type: string, body: string } | null}
 */
export function seoFile(pathname, env, host) {
  if (pathname !== '/robots.txt' && pathname !== '/sitemap.xml') return null;
  const origin = publicOrigin(env, host);
  return pathname === '/robots.txt'
    ? { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) }
    : { type: 'application/xml; charset=utf-8', body: sitemapXml(origin) };
}

/**
 * A Vite plugin answering `/robots.txt` and `/sitemap.xml` in `vite dev` and `vite preview` as the
 * portal server does (without it, Vite's single-page fallback answers them with the app's HTML).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import('vite').Plugin}
 */
export function seoFilesPlugin(env = process.env) {
  /** @type {import('vite').Connect.NextHandleFunction} */
  const answer = (request, response, next) => {
    const file = seoFile(
      new URL(request.url ?? '/', 'http://portal.local').pathname,
      env,
      request.headers.host,
    );
    if (!file) return next();
    response.setHeader('Content-Type', file.type);
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.end(request.method === 'HEAD' ? undefined : file.body);
  };
  return {
    name: 'facturo:seo-files',
    configureServer: (server) => void server.middlewares.use(answer),
    configurePreviewServer: (server) => void server.middlewares.use(answer),
  };
}
