// The endpoints the benchmarked widgets call, answered from memory by the bench server with the
// shapes of the sdk's API schemas (snake_case on the wire, as the reference API sends them).
import { camelizeKeys, decamelizeKeys } from '@facturo/sdk/http';
import {
  checkoutConfigSchema,
  type Invoice,
  invoiceQuerySchema,
  MAX_INSTALLMENTS,
  type PricedPlan,
  type WidgetScope,
} from '@facturo/sdk/schemas';
import * as z from 'zod/mini';
import type { BenchServer } from './bench-server';
import { invoicePage } from './invoice-fixtures';

/** `GET /plans[?service=…]`: the catalogue, narrowed to one service when asked (as the API does). */
export function servePlans(server: BenchServer, plans: readonly PricedPlan[]): void {
  server.api('/plans', (url: URL) => {
    const service = url.searchParams.get('service');
    return {
      body: decamelizeKeys({ items: plans.filter((plan) => !service || plan.serviceId === service) }),
    };
  });
}

/** `GET /checkout/config`: the sandbox provider, whose card form is an iframe mounted on the payment step. */
export function serveCheckoutConfig(server: BenchServer): void {
  const config = z.parse(checkoutConfigSchema, {
    provider: 'sandbox',
    publicKey: null,
    cardFormPath: '/api/v1/sandbox/card-form',
    currency: 'COP',
    maxInstallments: MAX_INSTALLMENTS,
  });
  server.api('/checkout/config', decamelizeKeys(config));
}

/** A query string as the API's parser sees it: repeated parameters become lists. */
function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] as string);
  }
  return query;
}

const refuse = (message: string) => ({
  status: 400,
  body: { code: 'validation_failed', message, field_errors: {} },
});

/**
 * `GET /invoices`: sorted and paged like the API (the query parsed with the sdk's
 * `invoiceQuerySchema`, so a page size the API refuses is refused here too). Filters are refused
 * with a message: the benchmark does not search, and a fixture that ignored them would mislead.
 */
export function serveInvoices(server: BenchServer, invoices: readonly Invoice[]): void {
  server.api('/invoices', (url: URL) => {
    const query = z.safeParse(invoiceQuerySchema, camelizeKeys(queryObject(url)));
    if (!query.success) return refuse('Invalid invoice query.');
    const { search, status, from, to } = query.data;
    if (search || status?.length || from || to) {
      return refuse('The bench fixture pages and sorts invoices; it does not filter them.');
    }
    return { body: decamelizeKeys(invoicePage(invoices, query.data)) };
  });
}

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token shaped like the widget sessions `POST /widget-sessions` mints (audience `facturo-widget`,
 * `org`, `kid`, scopes in `scp`). The fixture API does not verify it; the widget reads its scopes to
 * decide what to show, exactly as with a real one. `keyId` makes each token, and so each widget's
 * cache key, unique.
 */
export function widgetSessionToken(
  scopes: readonly WidgetScope[],
  organizationId: string,
  keyId: string,
): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    aud: 'facturo-widget',
    org: organizationId,
    kid: keyId,
    scp: scopes,
    iat: now,
    exp: now + 900,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.bench-not-signed`;
}
