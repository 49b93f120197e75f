// How a prerendered page is written into the built index.html (scripts/prerender-pages.mjs) and which
// pages there are. Kept apart from the build so the server and the tests read the same rules.

/**
 * The pages prerendered at build time (what an anonymous visitor opens first), each with the source
 * modules it renders beyond the entry (layout, page, lazy parts in the prerendered markup): their
 * styles are inlined and their code preloaded in the page's HTML, so it paints styled and hydrates
 * without another round trip. `widgets` are the widgets prerendered with their content (their texts
 * are loaded before rendering, and again in the browser before hydrating).
 */
export const PRERENDERED_PAGES = [
  {
    pathname: '/landing-page',
    modules: ['src/layouts/front/front-layout.tsx', 'src/pages/landing/landing-page.tsx'],
  },
  {
    pathname: '/login',
    modules: ['src/layouts/blank-layout.tsx', 'src/pages/auth/auth-page.tsx'],
    widgets: ['login'],
  },
];

/**
 * The files a page's modules need beyond what index.html already loads, read from Vite's manifest
 * (`dist/.vite/manifest.json`): stylesheets and scripts of their static imports.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {string[]} modules
 * @returns {{ css: string[], js: string[] }}
 */
export function pageAssets(manifest, modules) {
  const closure = (keys) => {
    const files = { css: new Set(), js: new Set() };
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`prerender: the manifest has no "${key}"; update PRERENDERED_PAGES.`);
      files.js.add(chunk.file);
      for (const file of chunk.css ?? []) files.css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const entry = closure(['index.html']);
  const page = closure(modules);
  return {
    css: [...page.css].filter((file) => !entry.css.has(file)),
    js: [...page.js].filter((file) => !entry.js.has(file)),
  };
}

/** The file a prerendered path is written to in `dist/` (`/landing-page` → `landing-page.html`), as `vite preview` looks it up. */
export function prerenderedFileName(pathname) {
  return `${pathname.replace(/^\/+/, '')}.html`;
}

/**
 * Runs before the page paints: the prerendered page is an anonymous visit in one language, so for a
 * visitor who chose another language or has a session it stays hidden until the app has drawn the
 * right one (as before prerendering) instead of flashing the wrong words. The app removes the mark
 * (hydrate-prerendered.ts), and decides for itself whether the page can be hydrated.
 */
function staleCheck(locale) {
  return `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)[\\w-]+-language=([\\w-]+)/);if((m&&m[1]!==${JSON.stringify(locale)})||localStorage.getItem("accessToken"))document.documentElement.setAttribute("data-prerender","stale")}catch(e){}})();`;
}

/** How many of the app's preloads and scripts go into the page per task (see `startAfterPaint`). */
export const STARTS_PER_TASK = 4;

/**
 * Starts the app's code once the prerendered page has painted (the frame after the next one), instead
 * of in the same breath as the HTML: on a phone its download and start-up would otherwise hold up the
 * first paint of a page that needs none of it to show. The scripts' preloads go out at the same moment,
 * a few per task: each appended preload starts its request on the main thread, and the 30 of a page in
 * one task held it for ~40 ms at full speed (~150 ms at Lighthouse's 4× slower phone), time in which a
 * tap on the painted page waits. The entry script goes last, once its imports are on their way.
 * @param {string} entry the entry script's URL
 * @param {string[]} preloads the module URLs to preload with it
 */
function startAfterPaint(entry, preloads) {
  const elements = [
    ...preloads.map((href) => ['link', { rel: 'modulepreload', crossOrigin: '', href }]),
    ['script', { type: 'module', crossOrigin: '', src: entry }],
  ];
  return `requestAnimationFrame(function(){var q=${JSON.stringify(elements)};function n(){for(var k=0;k<${STARTS_PER_TASK}&&q.length;k++){var e=q.shift(),l=document.createElement(e[0]);for(var p in e[1])l[p]=e[1][p];document.head.appendChild(l)}if(q.length)setTimeout(n)}setTimeout(n)});`;
}

/** The CSS that hides a prerendered page marked stale by the check above. */
const STALE_CSS = 'html[data-prerender="stale"] #root{visibility:hidden}';

/**
 * What of a configuration shows in a rendered page: all of it but the API's address, keys sorted, as one
 * string. The server (portal-server.mjs) and the app (hydrate-prerendered.ts) compare it with the one the
 * page was prerendered with, and use the page only when they are equal.
 * @param {Record<string, unknown>} config a `config.json`
 * @returns {string}
 */
export function renderingOf(config) {
  const sorted = (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .filter((key) => key !== 'apiBaseUrl')
            .sort()
            .map((key) => [key, sorted(value[key])]),
        )
      : value;
  return JSON.stringify(sorted(config));
}

/**
 * The built `index.html` with a prerendered page in `#root` (marked with its path and language, which
 * the app compares with the visit before it hydrates), its title and language. Every stylesheet the
 * page uses is inlined: separate files would each hold up the first paint by a round trip, which is
 * most of it on a phone. Each file stays linked with `media="print"`: it applies nothing and blocks
 * nothing, but Vite's loader sees it is there and does not add it again when the page's code loads.
 * @param {string} template dist/index.html
 * @param {{ pathname: string, html: string, title: string, locale: string, widgets?: string[], rendering?: string }} page
 * @param {{ css: string[], js: string[] }} assets the page's own files ({@link pageAssets})
 * @param {(file: string) => string} readCss the content of a stylesheet in `dist/` (`assets/x.css`)
 * @returns {string}
 */
export function prerenderedDocument(template, page, assets, readCss) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('<title>')) {
    throw new Error(`prerender: index.html must hold <title> and ${root}; the prerendered page goes there.`);
  }
  const attribute = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const inline = (file) => {
    const css = readCss(file).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${attribute(file)}" media="print">`;
  };
  const preloads = [];
  let entry = '';
  const document = template
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g, (_link, href) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_script, src) => {
      entry = src;
      return '';
    });
  if (!entry)
    throw new Error('prerender: index.html has no <script type="module" src>; the app starts there.');
  preloads.push(...assets.js.map((file) => `/${file}`));
  return document
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file) => inline(file))
    .replace(
      '</head>',
      () =>
        `  ${assets.css.map(inline).join('\n    ')}\n    <script>${startAfterPaint(entry, preloads)}</script>\n  </head>`,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${attribute(page.locale)}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${attribute(page.title)}</title>\n    <script>${staleCheck(page.locale)}</script>\n    <style>${STALE_CSS}</style>`,
    )
    .replace(
      root,
      () =>
        `<div id="root" data-prerendered="${attribute(page.pathname)}" data-prerendered-locale="${attribute(page.locale)}" data-prerendered-widgets="${attribute((page.widgets ?? []).join(' '))}" data-prerendered-config="${attribute(page.rendering ?? '')}">${page.html}</div>`,
    );
}
