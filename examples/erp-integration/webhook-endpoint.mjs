// Where Facturo sends this ERP its webhooks, and the secret that proves a delivery came from Facturo.
// In production the endpoint is created once by an owner or admin and its secret configured
// (FACTURO_WEBHOOK_SECRET). In development the example registers itself for the demo organization, signed
// in as the demo owner like for its API key, and keeps the endpoint and its secret in .data/ (git-ignored).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { callApi } from './api-key.mjs';

/** What the ERP page follows: an invoice's life and its payments. */
export const ERP_WEBHOOK_EVENTS = [
  'invoice.issued',
  'invoice.paid',
  'invoice.voided',
  'payment.approved',
  'payment.rejected',
];

/** Where the development endpoint and its secret are kept (git-ignored). */
export const DEFAULT_WEBHOOK_FILE = join(import.meta.dirname, '.data', 'webhook.json');

const DESCRIPTION = 'ERP integration example';

const sameEvents = (types) =>
  types.length === ERP_WEBHOOK_EVENTS.length && ERP_WEBHOOK_EVENTS.every((type) => types.includes(type));

/**
 * Makes the endpoint say what this server expects (its URL, the events, on): after a change of port, a
 * newer event list, or Facturo turning it off while this server was down for days.
 */
async function reconcile(apiBase, token, path, endpoint, url) {
  const changes = {
    ...(endpoint.url === url ? {} : { url }),
    ...(sameEvents(endpoint.event_types) ? {} : { event_types: ERP_WEBHOOK_EVENTS }),
    ...(endpoint.enabled ? {} : { enabled: true }),
  };
  if (Object.keys(changes).length === 0) return 'kept';
  await callApi(apiBase, `${path}/${endpoint.id}`, { method: 'PATCH', token, body: changes });
  return 'updated';
}

/**
 * The secrets to verify Facturo's deliveries with. With `secret` (FACTURO_WEBHOOK_SECRET, production)
 * that one, and `previousSecret` during a rotation; nothing is created. Otherwise (development), signed
 * in as the demo owner: the endpoint kept in `cacheFile` while it still exists in this API; else one
 * already pointing at `url` (its secret is rotated, since ours was lost); else a new one.
 * @param {{
 *   apiBase: string,
 *   url: string,
 *   secret?: string,
 *   previousSecret?: string,
 *   cacheFile: string,
 *   signIn: () => Promise<{ token: string, organization: { id: string } }>,
 * }} options
 * @returns {Promise<{ secrets: string[], endpointId?: string, status: 'configured' | 'kept' | 'updated' | 'rotated' | 'created' }>}
 */
export async function resolveWebhook({ apiBase, url, secret, previousSecret, cacheFile, signIn }) {
  if (secret) return { secrets: [secret, ...(previousSecret ? [previousSecret] : [])], status: 'configured' };
  const { token, organization } = await signIn();
  const path = `/organizations/${organization.id}/webhook-endpoints`;
  const cached = JSON.parse(await readFile(cacheFile, 'utf8').catch(() => 'null'));
  const { items } = await callApi(apiBase, path, { token });
  const kept =
    cached?.apiBase === apiBase && cached.secret ? items.find((item) => item.id === cached.endpointId) : null;
  if (kept) {
    const status = await reconcile(apiBase, token, path, kept, url);
    return { secrets: [cached.secret], endpointId: kept.id, status };
  }
  // An endpoint of ours whose secret is gone (.data/ deleted) would fail every delivery: take it over
  // with a new secret, at once (no overlap), rather than add a second one.
  const orphan = items.find((item) => item.url === url);
  const answer = orphan
    ? await callApi(apiBase, `${path}/${orphan.id}/rotate-secret`, {
        method: 'POST',
        token,
        body: { overlap_hours: 0 },
      })
    : await callApi(apiBase, path, {
        method: 'POST',
        token,
        body: { url, event_types: ERP_WEBHOOK_EVENTS, description: DESCRIPTION },
      });
  if (orphan) await reconcile(apiBase, token, path, answer.endpoint, url);
  const stored = { apiBase, endpointId: answer.endpoint.id, secret: answer.secret };
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return { secrets: [answer.secret], endpointId: answer.endpoint.id, status: orphan ? 'rotated' : 'created' };
}
