// How the ERP gets its organization API key. In production it is configured (FACTURO_API_KEY, created once
// under Organización → Claves de API and kept as a secret). In development, with the API's demo data, the
// example creates one itself with the demo owner's credentials and keeps it in .data/ for the next start.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { solveAltcha } from '@facturo/sdk/captcha';

/** The demo clinic's NIT (packages/api seeds it). */
const DEMO_NIT = '901456789';

/**
 * Calls the Facturo API from the server and returns the JSON body, or throws with what went wrong.
 * @param {string} apiBase
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
export async function callApi(apiBase, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(
      `${method} ${path} answered ${response.status} ${json.code ?? ''}: ${json.message ?? ''}`,
    );
    error.status = response.status;
    error.code = json.code;
    throw error;
  }
  return json;
}

async function demoOwner(credentialsFile) {
  const file = JSON.parse(await readFile(credentialsFile, 'utf8'));
  const owner = (file.accounts ?? []).find((account) => account.role === 'owner');
  if (!owner) {
    const error = new Error(
      `${credentialsFile} has no "owner" account; start the API with its demo data (SEED_DEMO=true).`,
    );
    // The API may still be seeding (it records each account as it creates it): worth asking again.
    error.code = 'DEMO_OWNER_MISSING';
    throw error;
  }
  return owner;
}

/**
 * The API protects sign-in with its self-hosted captcha (ALTCHA) by default: a server signs in like a
 * browser, solving the proof of work. Without a captcha the challenge answers 404 and nothing is sent.
 * @param {string} apiBase
 */
async function captchaField(apiBase) {
  const response = await fetch(`${apiBase}/captcha/challenge`);
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`GET /captcha/challenge answered ${response.status}.`);
  return { captcha_token: await solveAltcha(await response.json()) };
}

/**
 * Signs in as the demo owner (development only) and finds the demo clinic: what creating the API key
 * and the webhook endpoint both need. The server signs in once per start and shares the answer.
 * @param {string} apiBase
 * @param {string} credentialsFile
 * @returns {Promise<{ token: string, organization: { id: string, name: string } }>}
 */
export async function signInDemoOwner(apiBase, credentialsFile) {
  const owner = await demoOwner(credentialsFile);
  const session = await callApi(apiBase, '/auth/login', {
    method: 'POST',
    body: { email: owner.email, password: owner.password, ...(await captchaField(apiBase)) },
  });
  const token = session.access_token;
  const { items } = await callApi(apiBase, '/organizations', { token });
  const organization =
    items.find((item) => item.taxpayer?.document_number === DEMO_NIT) ??
    items.find((item) => item.role === 'owner');
  if (!organization) throw new Error(`${owner.email} owns no organization on ${apiBase}.`);
  return { token, organization: { id: organization.id, name: organization.name } };
}

/** Creates an API key for the demo organization, signed in as its owner. */
async function createDemoKey(apiBase, signIn) {
  const { token, organization } = await signIn();
  const key = await callApi(apiBase, `/organizations/${organization.id}/api-keys`, {
    method: 'POST',
    token,
    body: { name: 'ERP integration example' },
  });
  return { apiBase, organization: organization.name, secret: key.secret };
}

/**
 * The API key to use: FACTURO_API_KEY when set; otherwise (development) the one kept in `cacheFile` for
 * this API if it still works, else a new one for the demo organization (`signIn` signs in as its
 * owner, see {@link signInDemoOwner}).
 * @param {{ apiBase: string, apiKey?: string, cacheFile: string, signIn: () => ReturnType<typeof signInDemoOwner> }} options
 * @returns {Promise<{ secret: string, organization?: string }>}
 */
export async function resolveApiKey({ apiBase, apiKey, cacheFile, signIn }) {
  if (apiKey) return { secret: apiKey };
  const cached = JSON.parse(await readFile(cacheFile, 'utf8').catch(() => 'null'));
  if (cached?.apiBase === apiBase && cached.secret) {
    try {
      await callApi(apiBase, '/widget-sessions', {
        method: 'POST',
        token: cached.secret,
        body: { scopes: ['invoices:read'], ttl_seconds: 60 },
      });
      return cached;
    } catch (error) {
      if (error.status !== 401) throw error;
    }
  }
  const created = await createDemoKey(apiBase, signIn);
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  return created;
}

/** Where the development key is kept (git-ignored). */
export const DEFAULT_CACHE_FILE = join(import.meta.dirname, '.data', 'api-key.json');
