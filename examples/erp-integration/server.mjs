// An ERP's own server (port 5176 with `npm start`). It holds the organization's API key — never sent to
// the browser — and mints a short-lived widget session per page, with only the scopes the page needs.
// The page mounts <facturo-invoice-list> and <facturo-billing-date> with that token. Facturo's signed
// webhooks arrive at POST /webhooks/facturo and are pushed to the open pages over GET /events (SSE).
//
//   FACTURO_API_URL         the Facturo API (http://localhost:8000)
//   FACTURO_API_KEY         the organization's API key (fk_live_…); in development it is created for the demo
//                           organization with the owner in FACTURO_DEMO_CREDENTIALS (packages/api/demo-credentials.json)
//   FACTURO_WEBHOOK_SECRET  the webhook endpoint's secret (whsec_…; FACTURO_WEBHOOK_PREVIOUS_SECRET during a
//                           rotation); in development the endpoint is created for the demo organization
//   FACTURO_WEBHOOK_URL     where Facturo delivers (http://localhost:<PORT>/webhooks/facturo)
//   ERP_ORIGIN              where the page is opened (http://localhost:5176), only to check the API's CORS
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyWebhookSignature, WebhookSignatureError } from '@facturo/sdk/webhooks';
import { createStaticServer, partnerCsp } from '../script-tag/static-server.mjs';
import { callApi, DEFAULT_CACHE_FILE, resolveApiKey, signInDemoOwner } from './api-key.mjs';
import { createLiveEvents } from './live-events.mjs';
import { DEFAULT_WEBHOOK_FILE, resolveWebhook } from './webhook-endpoint.mjs';

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

const credentialsFile =
  process.env.FACTURO_DEMO_CREDENTIALS ?? join(here, '..', '..', 'packages', 'api', 'demo-credentials.json');
// Development only: one sign-in as the demo owner per start, for the API key and the webhook endpoint
// alike (the captcha's proof of work and the login rate limit are paid once). Forgotten when it failed,
// so the next attempt signs in again.
let ownerSession;
const signIn = () => {
  ownerSession ??= signInDemoOwner(apiBase, credentialsFile).catch((error) => {
    ownerSession = undefined;
    throw error;
  });
  return ownerSession;
};

// The API may still be starting (npm start, the browser tests): keep trying while it cannot be reached.
async function whenApiAnswers(action) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      const unreachable =
        error instanceof TypeError || error.code === 'ENOENT' || error.code === 'DEMO_OWNER_MISSING';
      if (!unreachable || attempt >= 300) throw error;
      if (attempt === 0) console.info(`Waiting for the Facturo API at ${apiBase}…`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

const key = whenApiAnswers(() =>
  resolveApiKey({
    apiBase,
    apiKey: process.env.FACTURO_API_KEY,
    cacheFile: process.env.FACTURO_API_KEY_CACHE ?? DEFAULT_CACHE_FILE,
    signIn,
  }),
);

// Facturo calls this URL from its own server: with the API on this machine, localhost reaches us.
const webhookUrl = process.env.FACTURO_WEBHOOK_URL ?? `http://localhost:${port}/webhooks/facturo`;
/**
 * The webhook endpoint and the secrets deliveries are verified with; `null` when webhooks are off (a real
 * organization's API key without FACTURO_WEBHOOK_SECRET: this server cannot sign in as its owner to
 * create the endpoint).
 */
const webhook = key.then(() => {
  const secret = process.env.FACTURO_WEBHOOK_SECRET;
  if (!secret && process.env.FACTURO_API_KEY) {
    console.warn(
      `Webhooks are off: have an owner or admin create an endpoint for ${webhookUrl} (POST /api/v1/organizations/{id}/webhook-endpoints) and set FACTURO_WEBHOOK_SECRET to its secret.`,
    );
    return null;
  }
  return whenApiAnswers(() =>
    resolveWebhook({
      apiBase,
      url: webhookUrl,
      secret,
      previousSecret: process.env.FACTURO_WEBHOOK_PREVIOUS_SECRET,
      cacheFile: process.env.FACTURO_WEBHOOK_CACHE ?? DEFAULT_WEBHOOK_FILE,
      signIn,
    }),
  );
});
/** Known once the endpoint is settled; deliveries arriving before then are asked to come back. */
let webhookSecrets;
webhook.then(
  (resolved) => {
    webhookSecrets = resolved?.secrets ?? null;
    if (resolved?.endpointId)
      console.log(`Webhooks: ${webhookUrl} (endpoint ${resolved.endpointId}, ${resolved.status}).`);
    else if (resolved) console.log(`Webhooks: ${webhookUrl} (secret from FACTURO_WEBHOOK_SECRET).`);
  },
  (error) => {
    webhookSecrets = null;
    console.error(
      `No webhook endpoint for the ERP example (the page will not update by itself): ${error.message}`,
    );
  },
);

// `GET /ready` answers 204 only once the key is here and the webhook endpoint is settled, so a readiness
// check (the browser tests) neither opens the page while its first widget session would still wait for
// the API nor changes an invoice before the endpoint that reports it exists.
let ready = false;
Promise.all([key, webhook.catch(() => null)]).then(
  ([resolved]) => {
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

const live = createLiveEvents();
/** Facturo's event ids already handled: a delivery may come again (a retry after a lost answer, a resend). */
const seenEvents = new Set();
const SEEN_EVENTS_KEPT = 1000;
/** Facturo's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

function answerJson(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** The request body exactly as sent: the signature covers these bytes, not a parsed-and-reserialized copy. */
async function rawBody(request) {
  const chunks = [];
  let size = 0;
  // Read to the end even when too large: leaving the loop early would destroy the socket before the 413.
  for await (const chunk of request) {
    size += chunk.length;
    if (size <= MAX_WEBHOOK_BYTES) chunks.push(chunk);
  }
  return size > MAX_WEBHOOK_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

/** What the page needs of an event (no amounts or buyer data travel to the browser). */
function pageEvent(event) {
  const object = event.data?.object ?? {};
  const aboutInvoice = event.type.startsWith('invoice.');
  return {
    id: event.id,
    type: event.type,
    created_at: event.created_at,
    invoice_id: (aboutInvoice ? object.id : object.invoice_id) ?? null,
    invoice_number: (aboutInvoice ? object.number : null) ?? null,
    status: object.status ?? null,
  };
}

/** `POST /webhooks/facturo`: verifies a delivery, answers at once, and pushes it to the open pages. */
async function receiveWebhook(request, response) {
  const payload = await rawBody(request);
  if (payload === null) return answerJson(response, 413, { code: 'payload_too_large' });
  if (!webhookSecrets) {
    // Facturo retries later (with backoff), by then the endpoint is settled or configured.
    response.setHeader('Retry-After', '10');
    return answerJson(response, 503, {
      code: 'webhooks_not_ready',
      message:
        webhookSecrets === null
          ? 'This server has no webhook secret: set FACTURO_WEBHOOK_SECRET.'
          : 'Starting; try again.',
    });
  }
  let event;
  try {
    event = await verifyWebhookSignature({
      payload,
      header: request.headers['facturo-signature'],
      secrets: webhookSecrets,
    });
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      console.warn(`Webhook refused (${error.reason}): ${error.message}`);
      return answerJson(response, 400, {
        code: 'invalid_signature',
        reason: error.reason,
        message: error.message,
      });
    }
    // Signed but not JSON: nothing Facturo sends; refused below like any body that is not an event.
    if (!(error instanceof SyntaxError)) throw error;
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
    return answerJson(response, 400, {
      code: 'invalid_event',
      message: 'A Facturo event is a JSON object with an "id" and a "type".',
    });
  }
  if (seenEvents.has(event.id)) return answerJson(response, 200, { received: true, duplicate: true });
  seenEvents.add(event.id);
  // Oldest first out: a Set keeps insertion order.
  if (seenEvents.size > SEEN_EVENTS_KEPT) seenEvents.delete(seenEvents.values().next().value);
  answerJson(response, 200, { received: true });
  const forPage = pageEvent(event);
  const pages = live.send({ id: event.id, type: event.type, data: forPage });
  console.log(
    `Webhook verified: ${event.type} ${event.id}${forPage.invoice_number ? ` (${forPage.invoice_number})` : ''}, sent to ${pages} page(s).`,
  );
}

function onlyMethod(request, response, method) {
  if (request.method === method) return true;
  response.writeHead(405, { Allow: method });
  response.end();
  return false;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/ready') {
    response.writeHead(ready ? 204 : 503, { 'Cache-Control': 'no-store' });
    return void response.end();
  }
  if (url.pathname === '/widget-session') {
    if (onlyMethod(request, response, 'POST')) void mintSession(url, response);
    return;
  }
  if (url.pathname === '/webhooks/facturo') {
    if (onlyMethod(request, response, 'POST'))
      receiveWebhook(request, response).catch((error) => {
        console.error(error);
        if (!response.headersSent) answerJson(response, 500, { code: 'webhook_failed' });
      });
    return;
  }
  if (url.pathname === '/events') {
    if (onlyMethod(request, response, 'GET')) live.open(request, response);
    return;
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
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    live.closeAll();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
