import type { APIRequestContext } from '@playwright/test';
import type { ApiHelper } from '../../support/api';
import { withCaptcha } from '../../support/captcha';
import type { PortalUser } from './portal-users';

/** Sandbox cardholder names and the outcome each asks for. */
export type SandboxCard = 'APRO' | 'CONT' | 'OTHE';

/** A payment the API took, as the result page `/payments?payment=<id>` shows it. */
export interface ApiPayment {
  id: string;
  status: string;
}

async function call<T>(
  request: APIRequestContext,
  api: ApiHelper,
  path: string,
  options: { data?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers = {
    'Accept-Language': 'es',
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const response = options.data
    ? await request.post(`${api.base}${path}`, { data: options.data, headers })
    : await request.get(`${api.base}${path}`, { headers });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Buys one plan per card for `user` straight through the API (the checkout's own requests, sandbox
 * provider), so pages about payments have real ones to show: APRO approved, CONT in process (it
 * settles by itself a few seconds later), OTHE rejected. Card `n` buys plan `firstPlan + n` of the
 * point-of-sale catalogue: sold by the unit, so one organization buys as many as it likes, and a
 * plan of any other service (the electronic invoicing plan a test puts in the bag) stays buyable.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  api: ApiHelper,
  user: PortalUser,
  cards: readonly SandboxCard[],
  firstPlan = 0,
): Promise<Partial<Record<SandboxCard, ApiPayment>>> {
  const { access_token: token } = await call<{ access_token: string }>(request, api, '/auth/login', {
    data: await withCaptcha(request, api.base, { email: user.email, password: user.password }),
  });
  const { items: plans } = await call<{ items: { id: string }[] }>(
    request,
    api,
    '/plans?service=point_of_sale',
  );
  // One document per buyer, so every purchase goes to the same organization (created on the first).
  const documentNumber = String(
    1_000_000_000 +
      [...user.email].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 8_999_999_999, 7),
  );
  const payments: Partial<Record<SandboxCard, ApiPayment>> = {};
  for (const [index, name] of cards.entries()) {
    const plan = plans[(firstPlan + index) % plans.length];
    if (!plan) throw new Error('The catalogue has no point-of-sale plans.');
    const card = await call<{ id: string; payment_method_id: string }>(request, api, '/sandbox/card-tokens', {
      data: {
        card_number: '4013540682746260',
        expiration_month: 11,
        expiration_year: new Date().getFullYear() + 3,
        security_code: '123',
        cardholder: { name },
      },
    });
    const answer = await call<{ payment: ApiPayment }>(request, api, '/checkout', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        items: [{ plan_id: plan.id, billing_cycle: 'annual' }],
        billing_info: {
          taxpayer: {
            taxpayer_type: '2',
            document_type: '13',
            document_number: documentNumber,
            first_name: user.firstName,
            first_surname: 'Zapata',
            iva_responsible: false,
            electronic_biller: false,
          },
          billing_address: {
            department_code: '05',
            municipality_code: '05001',
            zone: 'urban',
            address: 'Calle 50 # 45-20',
          },
          email: user.email,
        },
        payment: { token: card.id, payment_method_id: card.payment_method_id, installments: 1 },
      },
    });
    payments[name] = answer.payment;
  }
  return payments;
}
