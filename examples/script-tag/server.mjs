// Serves the partner page and the widgets' script-tag build (`pnpm build` first) on PORT (5174):
// `/facturo/facturo.js` (the newest build) and `/facturo/v<version>/facturo.js` (immutable).
// The API comes from FACTURO_API_URL (http://localhost:8000 by default); it must allow this page's
// origin in its CORS_ORIGINS. FACTURO_EXTRA_PAGES mounts another folder at /extra/ (used by e2e tests).
// Pages may use %FACTURO_API_BASE%, %FACTURO_VERSION% and %FACTURO_INTEGRITY% (the loader's SRI hash).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, partnerCsp } from './static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const widgetsDir = join(
  dirname(fileURLToPath(import.meta.resolve('@facturo/widgets/package.json'))),
  'dist',
  'script-tag',
);
if (!existsSync(join(widgetsDir, 'facturo.js'))) {
  console.error(
    `The widgets' script-tag build is missing (${widgetsDir}). Run "pnpm build" at the repository root first.`,
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 5174);
const apiUrl = new URL(process.env.FACTURO_API_URL ?? 'http://localhost:8000');
const apiBase = `${apiUrl.origin}/api/v1`;
const mounts = { '/': join(here, 'public'), '/facturo/': widgetsDir };
if (process.env.FACTURO_EXTRA_PAGES) mounts['/extra/'] = process.env.FACTURO_EXTRA_PAGES;

const server = createStaticServer({
  mounts,
  // The checkout's sandbox card form is a page of the API, framed in the checkout.
  csp: partnerCsp({ widgetsOrigin: "'self'", apiOrigin: apiUrl.origin, frameOrigin: apiUrl.origin }),
  renderHtml: (html) => {
    // Read per page: a rebuild while the server runs brings a new hash.
    const { version, integrity } = JSON.parse(readFileSync(join(widgetsDir, 'manifest.json'), 'utf8'));
    return html
      .replaceAll('%FACTURO_API_BASE%', apiBase)
      .replaceAll('%FACTURO_VERSION%', version)
      .replaceAll('%FACTURO_INTEGRITY%', integrity);
  },
});
server.listen(port, () => {
  const { version } = JSON.parse(readFileSync(join(widgetsDir, 'manifest.json'), 'utf8'));
  console.log(`Partner page: http://localhost:${port}/ (API ${apiBase})`);
  console.log(
    `facturo.js: http://localhost:${port}/facturo/facturo.js, pinned: http://localhost:${port}/facturo/v${version}/facturo.js`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
