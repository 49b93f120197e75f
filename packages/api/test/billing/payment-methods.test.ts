import { beforeAll, describe, expect, test } from 'vitest';
import { call, type Json } from '../support/api-client';
import { cardToken, ownerWithOrganization } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;

beforeAll(async () => {
  ({ owner, organizationId } = await ownerWithOrganization(t));
});

const path = (suffix = '') => `/organizations/${organizationId}/payment-methods${suffix}`;
const list = async (user = owner) =>
  (await call(t.app, 'GET', path(), { token: user.accessToken })).body.items as Json[];
const save = async (name = 'APRO', card: 'visa' | 'master' | 'amex' = 'visa', user = owner) =>
  call(t.app, 'POST', path(), { token: user.accessToken, body: { token: await cardToken(t, name, card) } });

describe('saved payment methods', () => {
  test('the first card becomes the default; another can be made default; the trail says who did what', async () => {
    const first = await save('APRO', 'visa');
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      organization_id: organizationId,
      brand: 'visa',
      last_four: '6260',
      expiration_month: 11,
      expiration_year: 2030,
      is_default: true,
      created_at: expect.any(String),
    });
    const second = await save('OTHE', 'master');
    expect(second.body).toMatchObject({ brand: 'master', last_four: '3564', is_default: false });
    // Nothing of the card number or code is kept: the row has brand, last four and expiry only.
    const stored = await t.deps.db.selectFrom('paymentMethods').selectAll().execute();
    expect(JSON.stringify(stored)).not.toMatch(/4013540682746260|5254133674403564/);

    const made = await call(t.app, 'PATCH', path(`/${second.body.id}`), {
      token: owner.accessToken,
      body: { is_default: true },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.is_default).toBe(true);
    expect((await list()).map((item) => [item.last_four, item.is_default])).toEqual([
      ['3564', true],
      ['6260', false],
    ]);

    // The default goes last: removing it while another card is saved is refused, in Spanish.
    const refused = await call(t.app, 'DELETE', path(`/${second.body.id}`), { token: owner.accessToken });
    expectProblem(refused, 409, 'payment_method_default_in_use');
    expect(refused.body.message).toMatch(/elige otra como predeterminada/);
    const removed = await call(t.app, 'DELETE', path(`/${first.body.id}`), { token: owner.accessToken });
    expect(removed.status, removed.text).toBe(204);
    expectProblem(
      await call(t.app, 'DELETE', path(`/${first.body.id}`), { token: owner.accessToken }),
      404,
      'not_found',
    );
    const last = await call(t.app, 'DELETE', path(`/${second.body.id}`), { token: owner.accessToken });
    expect(last.status, last.text).toBe(204);
    expect(await list()).toEqual([]);

    const events = await call(t.app, 'GET', `/organizations/${organizationId}/payment-method-events`, {
      token: owner.accessToken,
    });
    expect(events.status, events.text).toBe(200);
    expect(events.body.items.map((event: Json) => [event.action, event.last_four])).toEqual([
      ['card_removed', '3564'],
      ['card_removed', '6260'],
      ['default_changed', '3564'],
      ['card_saved', '3564'],
      ['card_saved', '6260'],
    ]);
    expect(events.body.items[0].actor).toEqual({
      id: owner.userId,
      name: expect.any(String),
      email: owner.email,
    });
  });

  test('billing members act, viewers only read, strangers see nothing', async () => {
    const billing = await addMember(t, owner, organizationId, 'billing');
    const viewer = await addMember(t, owner, organizationId, 'viewer');
    const saved = await save('APRO', 'amex', billing);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({ brand: 'amex', is_default: true });
    expect((await list(viewer)).map((item) => item.id)).toEqual([saved.body.id]);
    expectProblem(await save('APRO', 'visa', viewer), 403, 'forbidden');
    expectProblem(
      await call(t.app, 'DELETE', path(`/${saved.body.id}`), { token: viewer.accessToken }),
      403,
      'forbidden',
    );
    const stranger = await signUp(t);
    expectProblem(await call(t.app, 'GET', path(), { token: stranger.accessToken }), 404, 'not_found');
    expectProblem(await save('APRO', 'visa', stranger), 404, 'not_found');

    // Another organization's card is not found through this one, even by its owner.
    const other = await ownerWithOrganization(t);
    const theirs = await call(t.app, 'POST', `/organizations/${other.organizationId}/payment-methods`, {
      token: other.owner.accessToken,
      body: { token: await cardToken(t) },
    });
    expect(theirs.status, theirs.text).toBe(201);
    expectProblem(
      await call(t.app, 'PATCH', path(`/${theirs.body.id}`), {
        token: owner.accessToken,
        body: { is_default: true },
      }),
      404,
      'not_found',
    );
  });

  test('bad input gets a translated error', async () => {
    const unknown = await call(t.app, 'POST', path(), { token: owner.accessToken, body: { token: 'nope' } });
    expectProblem(unknown, 422, 'card_token_invalid');
    expectProblem(await call(t.app, 'POST', path(), { token: owner.accessToken, body: {} }), 422);
    const [method] = await list();
    expectProblem(
      await call(t.app, 'PATCH', path(`/${method?.id}`), {
        token: owner.accessToken,
        body: { is_default: false },
      }),
      422,
    );
  });
});
