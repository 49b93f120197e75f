import { type AbilityRule, createAbility } from '@facturo/sdk/permissions';
import { describe, expect, test } from 'vitest';
import { appHomePath } from '../../src/data/home-path';
import type { SessionMembership } from '../../src/data/pinned-ability';
import { CLINICIAN_RULES } from '../pages/clinic/clinic-fixtures';
import { BILLING_RULES, CLINIC, NEWCOMER_RULES, OWNER_RULES } from '../support/fixtures';

const inClinic: SessionMembership = { organizationId: CLINIC.id, kind: 'clinic' };
const inCompany: SessionMembership = {
  organizationId: '2f5e4d3c-1b0a-4f9e-8d7c-6b5a4f3e2d1c',
  kind: 'company',
};

/** A viewer: reads the organization and its billing, changes nothing. */
const VIEWER_RULES: AbilityRule[] = [
  ...NEWCOMER_RULES,
  { action: 'read', subject: ['Organization'], conditions: { id: CLINIC.id } },
  {
    action: 'read',
    subject: ['Member', 'Invoice', 'Subscription', 'Payment', 'BillingSchedule', 'Prefix'],
    conditions: { organizationId: CLINIC.id },
  },
];

describe('the first page of the full app', () => {
  const cases: [string, string, AbilityRule[], SessionMembership | null][] = [
    ['an owner', '/accounts/dashboard', OWNER_RULES, inClinic],
    ['a billing member', '/accounts/dashboard', BILLING_RULES, inClinic],
    ['a viewer', '/accounts/dashboard', VIEWER_RULES, inClinic],
    ['a clinician', '/appointments', CLINICIAN_RULES, inClinic],
    ['a user in no organization', '/accounts/accounts-list', NEWCOMER_RULES, null],
    // The owner's rules of the clinic do not open the billing of a company they hold no role in.
    ['a clinic owner working in another company', '/accounts/accounts-list', OWNER_RULES, inCompany],
  ];
  test.each(cases)('%s starts on %s', (_who, path, rules, membership) => {
    expect(appHomePath(createAbility(rules), membership)).toBe(path);
  });
});
