import { call } from './support/api-client';
import { cardToken } from './support/billing';
import type { CrossOrgFixture } from './support/cross-org';

/** Saved cards for the route-walking suites (cross-organization access, fuzz): one saved card. */
export const crossOrgFixture: CrossOrgFixture = {
  async createResources(t, owner, organizationId) {
    const saved = await call(t.app, 'POST', `/organizations/${organizationId}/payment-methods`, {
      token: owner.accessToken,
      body: { token: await cardToken(t) },
    });
    return { methodId: saved.body.id };
  },
  validBodies: {
    'post /organizations/{organizationId}/payment-methods': { token: 'a'.repeat(32) },
    'patch /organizations/{organizationId}/payment-methods/{methodId}': { is_default: true },
  },
};
