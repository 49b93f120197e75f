import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  buysFor,
  heldServices,
  isSoldByUnit,
  SERVICE_HOLDING_STATES,
  UNIT_SOLD_SERVICES,
} from '../../src/billing/plan-ownership';
import { ORGANIZATION_ROLES, SERVICE_IDS, SUBSCRIPTION_STATES } from '../../src/schemas';

describe('which services an organization holds', () => {
  test.each([
    ['electronic_invoicing', 'active', true],
    ['electronic_invoicing', 'pending', true],
    ['electronic_invoicing', 'suspended', true],
    ['electronic_invoicing', 'cancelled', false],
    ['electronic_payroll', 'active', true],
    // Sold by the unit: buying one more certificate or till is always allowed.
    ['digital_certificate', 'active', false],
    ['point_of_sale', 'pending', false],
  ] as const)('%s %s → held: %s', (serviceId, state, held) => {
    const found = heldServices([{ serviceId, planId: 'plan-a', state }]);
    expect(found.get(serviceId)).toBe(held ? 'plan-a' : undefined);
  });

  test.each(UNIT_SOLD_SERVICES)('%s is sold by the unit', (serviceId) => {
    expect(isSoldByUnit(serviceId)).toBe(true);
  });

  test('a service is held exactly when one of its subscriptions holds it, whatever their order', () => {
    const subscription = fc.record({
      serviceId: fc.constantFrom(...SERVICE_IDS),
      planId: fc.constantFrom('plan-a', 'plan-b'),
      state: fc.constantFrom(...SUBSCRIPTION_STATES),
    });
    fc.assert(
      fc.property(fc.array(subscription, { maxLength: 12 }), (subscriptions) => {
        const held = heldServices(subscriptions);
        for (const serviceId of SERVICE_IDS) {
          const expected =
            !isSoldByUnit(serviceId) &&
            subscriptions.some(
              (item) => item.serviceId === serviceId && SERVICE_HOLDING_STATES.includes(item.state),
            );
          expect(held.has(serviceId)).toBe(expected);
        }
        expect([...heldServices([...subscriptions].reverse()).keys()].sort()).toEqual(
          [...held.keys()].sort(),
        );
      }),
    );
  });
});

describe('which organization a purchase without organization-id may go to', () => {
  // The API looks for the billing document only among the organizations the buyer owns; the widgets
  // guess held plans and the billing prefill from the same ones.
  test.each(ORGANIZATION_ROLES.map((role) => [role, role === 'owner'] as const))(
    'one where the buyer is %s → %s',
    (role, buys) => {
      expect(buysFor({ role })).toBe(buys);
    },
  );
});
