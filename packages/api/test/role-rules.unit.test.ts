import { CLINIC_SUBJECTS, createAbility } from '@facturo/sdk/permissions';
import { ORGANIZATION_ROLES } from '@facturo/sdk/schemas';
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
    const ability = createAbility(rulesForRole(role, ORG, 'clinic'));
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
        { organizationId: ORG, role: 'billing', kind: 'clinic' },
        { organizationId: OTHER, role: 'clinician', kind: 'clinic' },
      ]),
    );
    expect(ability.can('read', target('ClinicalHistory', ORG))).toBe(false);
    expect(ability.can('read', target('ClinicalHistory', OTHER))).toBe(true);
  });

  test.each(ORGANIZATION_ROLES)('a company %s has no rule on clinic subjects at all', (role) => {
    const rules = rulesForRole(role, ORG, 'company');
    expect(
      rules.filter((rule) => (CLINIC_SUBJECTS as readonly string[]).includes(rule.subject as Subject)),
    ).toEqual([]);
    const ability = createAbility(rules);
    for (const subject of CLINIC_SUBJECTS)
      for (const action of Object.values(ACTIONS))
        expect(ability.can(action, target(subject, ORG)), `${action} ${subject}`).toBe(false);
    // What a company is for stays: an owner still manages its billing.
    if (role === 'owner') expect(ability.can('update', target('Invoice', ORG))).toBe(true);
  });

  test('owning a company grants nothing clinical in the clinic where one is billing', () => {
    const ability = createAbility(
      rulesForMemberships([
        { organizationId: ORG, role: 'billing', kind: 'clinic' },
        { organizationId: OTHER, role: 'owner', kind: 'company' },
      ]),
    );
    for (const subject of CLINIC_SUBJECTS) {
      expect(ability.can('read', target(subject, OTHER)), subject).toBe(false);
      // A check without an organization (what a menu does) must not see the company's ownership either.
      if (subject !== 'Patient' && subject !== 'Admission' && subject !== 'Holiday')
        expect(ability.can('read', subject), subject).toBe(false);
    }
  });

  test('every signed-in user may create organizations and manage their profile', () => {
    const ability = createAbility(rulesForMemberships([]));
    expect(ability.can('create', 'Organization')).toBe(true);
    expect(ability.can('update', 'Profile')).toBe(true);
    expect(ability.can('read', target('Invoice', ORG))).toBe(false);
  });

  test('type-level checks the portal makes without an object see any allowed organization', () => {
    const ability = createAbility(
      rulesForMemberships([{ organizationId: ORG, role: 'viewer', kind: 'clinic' }]),
    );
    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('read', 'ClinicalHistory')).toBe(false);
  });
});
