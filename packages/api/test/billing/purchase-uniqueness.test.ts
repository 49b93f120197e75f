import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { purchaseUniquenessMigration } from '../../src/modules/checkout/0330-purchase-uniqueness.migration';
import { call } from '../support/api-client';
import { buy, checkoutBody, ownerWithOrganization, type Purchase } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp, validOrganization } from '../support/factories';
import { sendPendingMail } from '../support/mail';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

const INVOICING = { plan_id: 'invoicing-business-1200', billing_cycle: 'annual' } as const;
const OTHER_INVOICING = { plan_id: 'invoicing-entrepreneur-300', billing_cycle: 'annual' } as const;
const POS = { plan_id: 'pos-starter-500', billing_cycle: 'monthly' } as const;

/** What one buyer's organizations hold: organizations, live subscriptions per plan, and charges. */
async function holdings(buyer: SignedUpUser) {
  const db = t.deps.db;
  const organizations = await db
    .selectFrom('organizations')
    .innerJoin('memberships', 'memberships.organizationId', 'organizations.id')
    .select('organizations.id')
    .where('memberships.userId', '=', buyer.userId)
    .execute();
  const ids = organizations.map((row) => row.id);
  const subscriptions = ids.length
    ? await db
        .selectFrom('subscriptions')
        .select(['planId', 'state'])
        .where('organizationId', 'in', ids)
        .where('state', 'in', ['pending', 'active', 'suspended'])
        .execute()
    : [];
  const payments = ids.length
    ? await db.selectFrom('payments').select('id').where('organizationId', 'in', ids).execute()
    : [];
  const charges = payments.length
    ? await db
        .selectFrom('sandboxPayments')
        .select('id')
        .where(
          'externalReference',
          'in',
          payments.map((row) => row.id),
        )
        .execute()
    : [];
  return {
    organizations: ids.length,
    live: subscriptions.map((row) => row.planId).sort(),
    charges: charges.length,
  };
}

const bought = async (buyer: SignedUpUser, purchase: Purchase = {}) => {
  const response = await buy(t, buyer, purchase);
  expect(response.status, response.text).toBe(201);
  expect(response.body.payment.status).toBe(purchase.cardholder === 'OTHE' ? 'rejected' : 'approved');
  return response;
};

describe('an organization buys a plan of a service once', () => {
  test('buying a plan it has, or another plan of that service, is refused before any charge', async () => {
    const buyer = await signUp(t);
    await bought(buyer, { items: [INVOICING] });
    const again = await buy(t, buyer, { items: [INVOICING] });
    expectProblem(again, 409, 'plan_already_owned');
    expect(again.body.message).toMatch(/ya tiene un plan de este servicio.+renuévalo/);
    expectProblem(await buy(t, buyer, { items: [OTHER_INVOICING] }), 409, 'plan_already_owned');
    const english = await call(t.app, 'POST', '/checkout', {
      token: buyer.accessToken,
      headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
      body: await checkoutBody(t, { items: [INVOICING] }),
    });
    expectProblem(english, 409, 'plan_already_owned');
    expect(english.body.message).toMatch(/already has a plan of this service.+renew it/);
    expect(await holdings(buyer)).toEqual({ organizations: 1, live: [INVOICING.plan_id], charges: 1 });

    // The list says which subscriptions hold their service.
    const listed = await call(t.app, 'GET', '/subscriptions', { token: buyer.accessToken });
    expect(listed.body.items.map((item: { state: string }) => item.state)).toEqual(['active']);
  });

  test('a rejected payment holds nothing: the plan can be bought again', async () => {
    const buyer = await signUp(t);
    await bought(buyer, { items: [INVOICING], cardholder: 'OTHE' });
    await bought(buyer, { items: [INVOICING] });
    expect(await holdings(buyer)).toMatchObject({ live: [INVOICING.plan_id], charges: 2 });
  });

  test('services sold by the unit (points of sale, certificates) are bought as often as needed', async () => {
    const buyer = await signUp(t);
    await bought(buyer, { items: [POS] });
    await bought(buyer, { items: [{ ...POS, quantity: 2 }] });
    expect((await holdings(buyer)).live).toEqual([POS.plan_id, POS.plan_id, POS.plan_id]);
  });

  test.each([
    ['two units of an organization-wide plan', [{ ...INVOICING, quantity: 2 }], 'items.0.quantity'],
    ['two plans of one service in one purchase', [INVOICING, OTHER_INVOICING], 'items.1.plan_id'],
  ])('%s is a field error (422)', async (_label, items, field) => {
    const buyer = await signUp(t);
    const response = await buy(t, buyer, { items: [...items] });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual([field]);
    expect(await holdings(buyer)).toEqual({ organizations: 0, live: [], charges: 0 });
  });

  test('twenty concurrent purchases of one plan (different keys) charge once and leave one subscription', async () => {
    const buyer = await signUp(t);
    await bought(buyer, { items: [POS] });
    const responses = await Promise.all(
      Array.from({ length: 20 }, async () => buy(t, buyer, { items: [INVOICING] })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((item) => item.status !== 201)) {
      expect(response.status, response.text).toBe(409);
      expect(['plan_already_owned', 'plan_purchase_in_progress']).toContain(response.body.code);
    }
    expect(await holdings(buyer)).toEqual({
      organizations: 1,
      live: [INVOICING.plan_id, POS.plan_id],
      charges: 2,
    });
  });

  test('twenty concurrent first purchases create one organization', async () => {
    const buyer = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, async () => buy(t, buyer, { items: [INVOICING] })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(await holdings(buyer)).toEqual({ organizations: 1, live: [INVOICING.plan_id], charges: 1 });
  });

  test('concurrent first purchases of units create one organization and buy every unit', async () => {
    const buyer = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 8 }, async () => buy(t, buyer, { items: [POS] })),
    );
    for (const response of responses) expect(response.status, response.text).toBe(201);
    const held = await holdings(buyer);
    expect(held).toMatchObject({ organizations: 1, charges: 8 });
    expect(held.live).toHaveLength(8);
    // Each invoice is e-mailed once, however many delivery rounds the approvals started at once.
    await sendPendingMail(t.deps);
    const mails = await t.deps.db
      .selectFrom('outboxEmails')
      .select('subject')
      .where('to', '=', 'compras@elpoblado.example.co')
      .execute();
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  test('creating the same organization twice at once answers one 201 and 409 `organization_exists`', async () => {
    const buyer = await signUp(t);
    const body = validOrganization();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/organizations', { token: buyer.accessToken, body }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const response of responses.filter((item) => item.status !== 201)) {
      expectProblem(response, 409, 'organization_exists');
    }
    expect((await holdings(buyer)).organizations).toBe(1);
  });
});

describe('migration 0330 on a database that already has double purchases', () => {
  test('keeps every paid subscription and organization, marks the later twins, then enforces the rule', async () => {
    const db = t.deps.db;
    const { owner, organizationId } = await ownerWithOrganization(t);
    // The database as it was before 0330: no indexes, no `exclusive`.
    await sql`drop index subscriptions_held_service_key`.execute(db);
    await sql`drop index organizations_creator_document_key`.execute(db);
    await sql`alter table subscriptions drop column exclusive`.execute(db);
    const now = new Date();
    const subscription = (planId: string, serviceId: string, state: string, offset: number) =>
      sql`insert into subscriptions (organization_id, plan_id, service_id, billing_cycle, state, created_at, updated_at)
        values (${organizationId}, ${planId}, ${serviceId}, 'annual', ${state}, ${new Date(now.getTime() + offset)}, ${now})`.execute(
        db,
      );
    await subscription(INVOICING.plan_id, 'electronic_invoicing', 'active', 0);
    await subscription(INVOICING.plan_id, 'electronic_invoicing', 'active', 1000);
    await subscription(OTHER_INVOICING.plan_id, 'electronic_invoicing', 'suspended', 2000);
    await subscription(INVOICING.plan_id, 'electronic_invoicing', 'cancelled', 3000);
    await subscription(POS.plan_id, 'point_of_sale', 'active', 0);
    await subscription(POS.plan_id, 'point_of_sale', 'active', 1000);
    const [twin] = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', organizationId)
      .execute();
    if (!twin) throw new Error('the organization is missing');
    const { id: _id, ...copy } = twin;
    const copied = await db
      .insertInto('organizations')
      .values({ ...copy, createdAt: new Date(now.getTime() + 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();

    await purchaseUniquenessMigration.up(db as never);

    const rows = await db
      .selectFrom('subscriptions')
      .select(['serviceId', 'state', 'exclusive'])
      .where('organizationId', '=', organizationId)
      .orderBy('createdAt')
      .orderBy('serviceId')
      .execute();
    expect(rows).toEqual([
      { serviceId: 'electronic_invoicing', state: 'active', exclusive: true },
      { serviceId: 'point_of_sale', state: 'active', exclusive: false },
      { serviceId: 'electronic_invoicing', state: 'active', exclusive: false },
      { serviceId: 'point_of_sale', state: 'active', exclusive: false },
      { serviceId: 'electronic_invoicing', state: 'suspended', exclusive: false },
      { serviceId: 'electronic_invoicing', state: 'cancelled', exclusive: true },
    ]);
    const creators = await db
      .selectFrom('organizations')
      .select('createdBy')
      .where('id', 'in', [organizationId, copied.id])
      .orderBy('createdAt')
      .execute();
    expect(creators.map((row) => row.createdBy)).toEqual([owner.userId, null]);
    // From now on the database refuses a second held subscription of the service.
    await expect(subscription(INVOICING.plan_id, 'electronic_invoicing', 'pending', 4000)).rejects.toThrow();
  });
});
