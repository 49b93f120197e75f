import { createAbility, ORGANIZATION_ROLES } from '@facturo/sdk';
import { describe, expect, test } from 'vitest';
import { organizationSubject as target } from '../src/permissions/authorize';
import {
  type Role,
  rulesForMemberships,
  rulesForRole,
  SUBJECTS,
  type Subject,
} from '../src/permissions/role-rules';

const ORG = '0b0e3f3c-0000-4000-8000-000000000001';
const OTHER = '0b0e3f3c-0000-4000-8000-000000000002';

// What each role may do, per subject: c(reate) r(ead) u(pdate) d(elete). The expected table of the
// permission model; role-rules.ts must produce exactly this.
const MATRIX: Record<Subject, Record<Role, string>> = {
  Organization: { owner: 'crud', admin: 'ru', billing: 'r', clinician: 'r', viewer: 'r' },
  Member: { owner: 'crud', admin: 'crud', billing: 'r', clinician: 'r', viewer: 'r' },
  Invoice: { owner: 'crud', admin: 'crud', billing: 'crud', clinician: '', viewer: 'r' },
  Subscription: { owner: 'crud', admin: 'crud', billing: 'crud', clinician: '', viewer: 'r' },
  Payment: { owner: 'crud', admin: 'crud', billing: 'crud', clinician: '', viewer: 'r' },
  BillingSchedule: { owner: 'crud', admin: 'crud', billing: 'crud', clinician: '', viewer: 'r' },
  Prefix: { owner: 'crud', admin: 'crud', billing: 'crud', clinician: '', viewer: 'r' },
  ApiKey: { owner: 'crud', admin: 'crud', billing: '', clinician: '', viewer: '' },
  Patient: { owner: 'crud', admin: 'crud', billing: 'r', clinician: 'crud', viewer: '' },
  ClinicalHistory: { owner: 'cr', admin: '', billing: '', clinician: 'cr', viewer: '' },
  Appointment: { owner: 'crud', admin: 'crud', billing: '', clinician: 'crud', viewer: '' },
  Admission: { owner: 'crud', admin: 'crud', billing: 'r', clinician: 'crud', viewer: '' },
  Holiday: { owner: 'crud', admin: 'crud', billing: 'r', clinician: 'r', viewer: 'r' },
  ScheduleLock: { owner: 'crud', admin: 'crud', billing: '', clinician: 'crud', viewer: '' },
};

const ACTIONS = { c: 'create', r: 'read', u: 'update', d: 'delete' } as const;

const cases = SUBJECTS.flatMap((subject) =>
  ORGANIZATION_ROLES.flatMap((role) =>
    Object.entries(ACTIONS).map(([letter, action]) => ({
      subject,
      role,
      action,
      allowed: MATRIX[subject][role].includes(letter),
    })),
  ),
);

describe('role → rules', () => {
  test.each(cases)('$role $action $subject → $allowed', ({ subject, role, action, allowed }) => {
    const ability = createAbility(rulesForRole(role, ORG));
    expect(ability.can(action, target(subject, ORG))).toBe(allowed);
    // Never in another organization.
    expect(ability.can(action, target(subject, OTHER))).toBe(false);
  });

  test('the matrix covers every subject and role', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...SUBJECTS].sort());
  });

  test('billing never reads clinical data, even holding another role elsewhere', () => {
    const ability = createAbility(
      rulesForMemberships([
        { organizationId: ORG, role: 'billing' },
        { organizationId: OTHER, role: 'clinician' },
      ]),
    );
    expect(ability.can('read', target('ClinicalHistory', ORG))).toBe(false);
    expect(ability.can('read', target('ClinicalHistory', OTHER))).toBe(true);
  });

  test('every signed-in user may create organizations and manage their profile', () => {
    const ability = createAbility(rulesForMemberships([]));
    expect(ability.can('create', 'Organization')).toBe(true);
    expect(ability.can('update', 'Profile')).toBe(true);
    expect(ability.can('read', target('Invoice', ORG))).toBe(false);
  });

  test('type-level checks the portal makes without an object see any allowed organization', () => {
    const ability = createAbility(rulesForMemberships([{ organizationId: ORG, role: 'viewer' }]));
    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('read', 'ClinicalHistory')).toBe(false);
  });
});
