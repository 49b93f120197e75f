import { describe, expect, test } from 'vitest';
import { createAbility, updateAbility } from '../../src/permissions/abilities';
import { canSeeNavItem, type NavItem, visibleNavItems } from '../../src/portal/nav-visibility';

describe('createAbility', () => {
  test('a rule without action and subject allows everything (manage all)', () => {
    const ability = createAbility([{}]);
    expect(ability.can('delete', 'Organization')).toBe(true);
  });

  test.each([
    { rules: [{ action: 'read', subject: 'Invoice' }], action: 'read', subject: 'Invoice', expected: true },
    {
      rules: [{ action: 'read', subject: 'Invoice' }],
      action: 'update',
      subject: 'Invoice',
      expected: false,
    },
    { rules: [{ subject: 'Invoice' }], action: 'export', subject: 'Invoice', expected: true },
    { rules: [{ action: 'read' }], action: 'read', subject: 'Patient', expected: true },
    {
      rules: [{}, { action: 'read', subject: 'ClinicalHistory', inverted: true }],
      action: 'read',
      subject: 'ClinicalHistory',
      expected: false,
    },
    { rules: [], action: 'read', subject: 'Invoice', expected: false },
  ])('$rules: can($action, $subject) is $expected', ({ rules, action, subject, expected }) => {
    expect(createAbility(rules).can(action, subject)).toBe(expected);
  });

  test('conditions restrict by field', () => {
    const ability = createAbility([
      { action: 'read', subject: 'Invoice', conditions: { organizationId: 'org_1' } },
    ]);
    const invoice = (organizationId: string) => ({ __caslSubjectType__: 'Invoice', organizationId });
    expect(ability.can('read', invoice('org_1') as never)).toBe(true);
    expect(ability.can('read', invoice('org_2') as never)).toBe(false);
  });

  test('updateAbility replaces the rules in place', () => {
    const ability = createAbility([]);
    updateAbility(ability, [{ action: 'read', subject: 'Invoice' }]);
    expect(ability.can('read', 'Invoice')).toBe(true);
  });
});

describe('canSeeNavItem', () => {
  const ability = createAbility([
    { action: 'read', subject: 'Invoice' },
    { action: 'read', subject: 'Patient' },
  ]);

  test.each<{ item: NavItem; expected: boolean }>([
    { item: { action: 'read', subject: 'Invoice' }, expected: true },
    { item: { action: 'read', subject: 'ClinicalHistory' }, expected: false },
    { item: {}, expected: true },
    {
      item: {
        children: [
          { action: 'read', subject: 'ClinicalHistory' },
          { action: 'read', subject: 'Patient' },
        ],
      },
      expected: true,
    },
    {
      item: {
        children: [
          { action: 'read', subject: 'ClinicalHistory' },
          { action: 'manage', subject: 'Appointment' },
        ],
      },
      expected: false,
    },
    { item: { children: [{ children: [{ action: 'read', subject: 'Invoice' }] }] }, expected: true },
  ])('$item → $expected', ({ item, expected }) => {
    expect(canSeeNavItem(item, ability)).toBe(expected);
  });

  test('visibleNavItems prunes groups to what the user may see', () => {
    const items = [
      {
        title: 'Clínica',
        children: [
          { title: 'Pacientes', action: 'read', subject: 'Patient' },
          { title: 'Historia', action: 'read', subject: 'ClinicalHistory' },
        ],
      },
      { title: 'Admin', children: [{ title: 'Cuentas', action: 'manage', subject: 'Account' }] },
      { title: 'Facturas', action: 'read', subject: 'Invoice' },
    ];
    expect(visibleNavItems(items, ability)).toEqual([
      { title: 'Clínica', children: [{ title: 'Pacientes', action: 'read', subject: 'Patient' }] },
      { title: 'Facturas', action: 'read', subject: 'Invoice' },
    ]);
  });
});
