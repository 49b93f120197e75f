// An ERP's own server (port 5176 with `npm start`). It holds the organization's API key — never sent to
// the browser — and mints a short-lived widget session per page, with only the scopes the page needs.
// The page mounts <facturo-invoice-list> and <facturo-billing-date> with that token.
//
//   FACTURO_API_URL   the Facturo API (http://localhost:8000)
//   FACTURO_API_KEY   the organization's API key (fk_live_…); in development it is created for the demo
//                     organization with the owner in FACTURO_DEMO_CREDENTIALS (packages/api/demo-credentials.json)
//   ERP_ORIGIN        where the page is opened (http://localhost:5176), only to check the API's CORS
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, partnerCsp } from '../script-tag/static-server.mjs';
import { callApi, DEFAULT_CACHE_FILE, resolveApiKey } from './api-key.mjs';

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

const port = Number(process.env.PORT ?? 5176);
// Where people open this page (the origin the API must allow).
const pageOrigin = process.env.ERP_ORIGIN ?? `http://localhost:${port}`;
const apiOrigin = new URL(process.env.FACTURO_API_URL ?? 'http://localhost:8000').origin;
const apiBase = `${apiOrigin}/api/v1`;

/** What each access level of the page may do (the widgets hide the rest). */
const ACCESS_SCOPES = {
  full: ['invoices:read', 'invoices:export', 'invoices:download', 'billing-date:write'],
  'read-only': ['invoices:read', 'billing-date:read'],
};

const keyOptions = {
  apiBase,
  apiKey: process.env.FACTURO_API_KEY,
  credentialsFile:
    process.env.FACTURO_DEMO_CREDENTIALS ??
    join(here, '..', '..', 'packages', 'api', 'demo-credentials.json'),
  cacheFile: process.env.FACTURO_API_KEY_CACHE ?? DEFAULT_CACHE_FILE,
};

// The API may still be starting (npm start, the browser tests): keep trying while it cannot be reached.
async function apiKey() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await resolveApiKey(keyOptions);
    } catch (error) {
      const unreachable = error instanceof TypeError || error.code === 'ENOENT';
      if (!unreachable || attempt >= 300) throw error;
      if (attempt === 0) console.info(`Waiting for the Facturo API at ${apiBase}…`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
const key = apiKey();
// `GET /ready` answers 204 only once the key is here, so a readiness check (the browser tests) does not
// open the page while its first widget session would still wait for the API.
let ready = false;
key.then(
  (resolved) => {
    ready = true;
    console.log(
      `ERP integration example: ${pageOrigin}/ (API ${apiBase}${resolved.organization ? `, ${resolved.organization}` : ''})`,
    );
  },
  (error) => console.error(`No API key for the ERP example: ${error.message}`),
);

const files = createStaticServer({
  mounts: { '/': join(here, 'public'), '/facturo/': widgetsDir },
  csp: partnerCsp({ widgetsOrigin: "'self'", apiOrigin: `'self' ${apiOrigin}` }),
  renderHtml: (html) => html.replaceAll('%FACTURO_API_BASE%', apiBase),
});

/** `POST /widget-session?access=full|read-only`: a new widget session for this page. */
async function mintSession(url, response) {
  const access = url.searchParams.get('access') === 'read-only' ? 'read-only' : 'full';
  try {
    const session = await callApi(apiBase, '/widget-sessions', {
      method: 'POST',
      token: (await key).secret,
      body: { scopes: ACCESS_SCOPES[access], ttl_seconds: 900 },
    });
    response.writeHead(201, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(
      JSON.stringify({
        access,
        accessToken: session.access_token,
        expiresAt: session.expires_at,
        scopes: session.scopes,
      }),
    );
  } catch (error) {
    console.error(error);
    response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ code: 'widget_session_failed' }));
  }
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/ready') {
    response.writeHead(ready ? 204 : 503, { 'Cache-Control': 'no-store' });
    return void response.end();
  }
  if (url.pathname === '/widget-session') {
    if (request.method === 'POST') return void mintSession(url, response);
    response.writeHead(405, { Allow: 'POST' });
    return void response.end();
  }
  files.emit('request', request, response);
});

server.listen(port, async () => {
  // The widgets call the API from the browser: the API must list this page's origin in CORS_ORIGINS.
  await key.catch(() => {});
  fetch(`${apiBase}/health`, {
    method: 'OPTIONS',
    headers: { Origin: pageOrigin, 'Access-Control-Request-Method': 'GET' },
  })
    .then((answer) => {
      if (!answer.headers.get('access-control-allow-origin')) {
        console.warn(`The API does not allow ${pageOrigin} yet: add it to its CORS_ORIGINS.`);
      }
    })
    .catch(() => {});
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
