import { pricePlan } from '@facturo/sdk/billing';
import { camelizeKeys } from '@facturo/sdk/http';
import { planListResponseSchema, SERVICE_IDS, serviceListResponseSchema } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { safeParse } from 'zod/mini';
import { PLANS_2026_11 } from '../../src/modules/catalogue/catalogue-2026-11.plans';
import { SERVICES_2026_11 } from '../../src/modules/catalogue/catalogue-2026-11.services';
import { upsertCatalogue } from '../../src/modules/catalogue/catalogue-upsert';
import { call } from '../support/api-client';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

describe('catalogue', () => {
  test('GET /services lists the seven services, public and cacheable', async () => {
    const response = await call(t.app, 'GET', '/services', {
      headers: { Origin: 'https://any-partner.example' },
    });
    expect(response.status).toBe(200);
    expect(safeParse(serviceListResponseSchema, camelizeKeys(response.body)).success).toBe(true);
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([...SERVICE_IDS]);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=300/);
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
  });

  test('GET /plans sends every plan priced by the sdk, in the schema', async () => {
    const response = await call(t.app, 'GET', '/plans');
    expect(response.status).toBe(200);
    const parsed = safeParse(planListResponseSchema, camelizeKeys(response.body));
    expect(parsed.success).toBe(true);
    expect(camelizeKeys(response.body)).toEqual({ items: PLANS_2026_11.map(pricePlan) });
    // The price of an extra document is published with each plan that has documents.
    const byId = new Map(response.body.items.map((plan: { id: string }) => [plan.id, plan]));
    expect(byId.get('invoicing-business-1200')).toMatchObject({ extra_document_price: 800 });
    expect(byId.get('certificate-1-year')).toMatchObject({ extra_document_price: null });
    // …and the OpenAPI document says so.
    const document = (await call(t.app, 'GET', '/openapi.json')).body;
    const plan =
      document.paths['/plans'].get.responses['200'].content['application/json'].schema.properties.items.items;
    expect(plan.required).toContain('extra_document_price');
    expect(plan.properties.extra_document_price).toBeDefined();
  });

  test('304 when If-None-Match has the current version; other filters have other versions', async () => {
    const first = await call(t.app, 'GET', '/plans?service=electronic_invoicing');
    const etag = first.headers.get('ETag') as string;
    const again = await call(t.app, 'GET', '/plans?service=electronic_invoicing', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    const weak = await call(t.app, 'GET', '/plans?service=electronic_invoicing', {
      headers: { 'If-None-Match': `"old", W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const stale = await call(t.app, 'GET', '/plans?service=electronic_invoicing', {
      headers: { 'If-None-Match': '"old"' },
    });
    expect(stale.status).toBe(200);
    expect((await call(t.app, 'GET', '/plans')).headers.get('ETag')).not.toBe(etag);
  });

  test.each(SERVICE_IDS.map((id) => [id]))('?service=%s lists only that service', async (service) => {
    const response = await call(t.app, 'GET', `/plans?service=${service}`);
    expect(response.body.items.length).toBeGreaterThan(0);
    expect(response.body.items.every((plan: { service_id: string }) => plan.service_id === service)).toBe(
      true,
    );
  });

  test('an unknown service is a 400 in the error shape', async () => {
    const response = await call(t.app, 'GET', '/plans?service=fax');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });

  test('a browser on any site may read it: preflight answered without credentials', async () => {
    const response = await call(t.app, 'OPTIONS', '/plans', {
      headers: { Origin: 'https://otro-aliado.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('the 2026-11 catalogue', () => {
  test('every service is sold; invoicing has several tiers by documents a year; the certificate lasts 1 or 2 years', () => {
    expect(new Set(PLANS_2026_11.map((plan) => plan.serviceId))).toEqual(new Set(SERVICE_IDS));
    const invoicing = PLANS_2026_11.filter((plan) => plan.serviceId === 'electronic_invoicing');
    expect(invoicing.length).toBeGreaterThanOrEqual(4);
    expect(invoicing.every((plan) => plan.documentsPeriod === 'year')).toBe(true);
    expect(invoicing.map((plan) => plan.documentsIncluded)).toEqual(
      [...invoicing.map((plan) => plan.documentsIncluded)].sort((x, y) => x - y),
    );
    const certificates = PLANS_2026_11.filter((plan) => plan.serviceId === 'digital_certificate');
    expect(certificates.map((plan) => plan.certificateValidityYears)).toEqual([1, 2]);
    // Paying annually always saves something, and the badge shows it.
    for (const plan of PLANS_2026_11.filter((p) => p.monthlyPrice !== null))
      expect(pricePlan(plan).showSavingBadge, plan.id).toBe(true);
  });

  test('the upsert is idempotent and retires plans that are no longer listed', async () => {
    const db = t.deps.db.withoutPlugins() as unknown as Kysely<unknown>;
    await db
      .transaction()
      .execute((trx) =>
        upsertCatalogue(trx, { services: SERVICES_2026_11, plans: PLANS_2026_11 }, new Date()),
      );
    expect((await call(t.app, 'GET', '/plans')).body.items).toHaveLength(PLANS_2026_11.length);
    const fewer = PLANS_2026_11.filter((plan) => plan.id !== 'api-50000');
    await db
      .transaction()
      .execute((trx) => upsertCatalogue(trx, { services: SERVICES_2026_11, plans: fewer }, new Date()));
    const retired = await t.deps.db
      .selectFrom('plans')
      .select('active')
      .where('id', '=', 'api-50000')
      .executeTakeFirstOrThrow();
    expect(retired.active).toBe(false);
    await db
      .transaction()
      .execute((trx) =>
        upsertCatalogue(trx, { services: SERVICES_2026_11, plans: PLANS_2026_11 }, new Date()),
      );
  });
});
