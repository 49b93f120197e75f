import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { withCaptcha } from '../../support/captcha';
import { currentBilling } from './billing-environment';

/** Signs in as the billing API's demo owner and returns an access token (to check what the widgets show). */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const billing = currentBilling();
  const { accounts } = JSON.parse(readFileSync(billing.credentialsFile, 'utf8')) as {
    accounts: { role: string; email: string; password: string }[];
  };
  const owner = accounts.find((account) => account.role === 'owner');
  if (!owner) throw new Error(`${billing.credentialsFile} has no owner account.`);
  const response = await request.post(`${billing.apiBase}/auth/login`, {
    data: await withCaptcha(request, billing.apiBase, { email: owner.email, password: owner.password }),
  });
  if (!response.ok()) throw new Error(`The demo owner could not sign in: ${response.status()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** `GET path` on the billing API with `token`. */
export async function billingGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${currentBilling().apiBase}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** `POST path` on the billing API with `data` (and `token` when the route needs one); throws unless 2xx. */
export async function billingPost<T>(
  request: APIRequestContext,
  token: string | null,
  path: string,
  data: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(`${currentBilling().apiBase}${path}`, {
    data,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
