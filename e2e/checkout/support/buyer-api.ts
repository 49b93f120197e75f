import type { APIRequestContext, Page } from '@playwright/test';
import { currentEnvironment } from '../../support/environment';

/** An invoice as `GET /invoices` lists it (snake_case), with what the journeys check. */
export interface ListedInvoice {
  id: string;
  number: string;
  status: string;
  total: number;
  payments: { status: string; amount: number }[];
  dian: { status: 'pending' | 'accepted' | 'rejected' } | null;
}

/** The signed-in buyer's access token, as the page's shared session holds it. */
export async function buyerToken(page: Page): Promise<string> {
  const token = await page.evaluate(async () => (await window.Facturo?.ready)?.session.accessToken ?? null);
  if (!token) throw new Error('The page has no signed-in session.');
  return token;
}

/** `GET path` on the API as the buyer. */
export async function asBuyer<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${currentEnvironment().apiBase}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
