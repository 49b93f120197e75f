import { createAbility } from '@facturo/sdk/permissions';
import { describe, expect, test } from 'vitest';
import { navItems } from '../../src/navigation/nav-config';
import { matchesQuery, searchablePages } from '../../src/navigation/search-index';
import { type ResolvedNavItem, resolveNav } from '../../src/navigation/use-nav';
import { routeTableOf } from '../../src/router/route-table';
import { appRoutes } from '../../src/routes/index';
import { IconHelp } from '../../src/ui/icons';
import { BILLING_RULES, NEWCOMER_RULES, OWNER_RULES } from '../support/fixtures';

const ids = (items: ResolvedNavItem[]): string[] =>
  items.flatMap((entry) => [entry.item.id, ...ids(entry.children)]);
// Menus link by route name; the running app resolves names against its route table, as here.
const { pathOf } = routeTableOf(appRoutes);
const context = { organizationSlug: 'salud-del-aburra', pathOf };

describe('the menu shows what the abilities allow', () => {
  test.each([
    [
      'an owner',
      OWNER_RULES,
      [
        'organization-members',
        'organization-api-keys',
        'organization-webhooks',
        'organization-prefixes',
        'organization-create',
      ],
      [],
    ],
    [
      'a billing member',
      BILLING_RULES,
      ['organization-members', 'organization-prefixes', 'organization-billing'],
      ['organization-api-keys', 'organization-webhooks'],
    ],
    [
      'a newcomer',
      NEWCOMER_RULES,
      ['organizations', 'organization-create'],
      ['organization-members', 'organization-overview', 'organization-billing'],
    ],
  ])('%s', (_who, rules, visible, hidden) => {
    const menu = ids(resolveNav(navItems, createAbility(rules), context, undefined, undefined));
    for (const id of visible) expect(menu, id).toContain(id);
    for (const id of hidden) expect(menu, id).not.toContain(id);
  });

  test('a group with no visible child is left out', () => {
    const menu = resolveNav(
      [
        {
          id: 'group',
          labelKey: 'nav.clinic',
          icon: IconHelp,
          children: [
            {
              id: 'child',
              labelKey: 'nav.patients',
              icon: IconHelp,
              route: 'help-center',
              action: 'read',
              subject: 'Patient',
            },
          ],
        },
      ],
      createAbility(NEWCOMER_RULES),
      context,
      undefined,
      undefined,
    );
    expect(menu).toEqual([]);
  });

  test('only the working organization’s rules count, forbidding ones included', () => {
    const here = 'f0000000-0000-4000-8000-000000000001';
    const elsewhere = 'f0000000-0000-4000-8000-000000000002';
    // Billing here (clinical history forbidden), owner of a clinic elsewhere.
    const ability = createAbility([
      ...NEWCOMER_RULES,
      { action: 'read', subject: 'Patient', conditions: { organizationId: here } },
      { action: 'manage', subject: 'ClinicalHistory', conditions: { organizationId: here }, inverted: true },
      { action: 'manage', subject: ['Patient', 'Appointment'], conditions: { organizationId: elsewhere } },
      { action: 'read', subject: 'ClinicalHistory', conditions: { organizationId: elsewhere } },
    ]);
    const menu = (organizationId: string) =>
      ids(
        resolveNav(
          navItems,
          ability,
          { organizationSlug: 'x', organizationKind: 'clinic', organizationId, pathOf },
          undefined,
          undefined,
        ),
      );
    expect(menu(here)).toContain('patients');
    expect(menu(here)).not.toContain('clinic-history');
    expect(menu(here)).not.toContain('appointments');
    expect(menu(elsewhere)).toEqual(expect.arrayContaining(['patients', 'clinic-history', 'appointments']));
  });

  test('the organization tabs link to the working organization, or hide before there is one', () => {
    const owner = createAbility(OWNER_RULES);
    const links = (slug: string | null) =>
      resolveNav(navItems, owner, { organizationSlug: slug, pathOf }, undefined, undefined)
        .flatMap((entry) => entry.children)
        .find((entry) => entry.item.id === 'organization-members')?.href;
    expect(links('salud-del-aburra')).toBe('/organization/salud-del-aburra/members');
    expect(links(null)).toBeUndefined();
  });

  test.each([
    ['organization-prefixes', undefined, 'organization-prefixes'],
    ['account-settings-security', 'account-settings', 'account-settings'],
    ['help-center-article', 'help-center', 'help-center'],
  ])('on %s the active link is %s', (routeName, navActiveLink, expected) => {
    const menu = resolveNav(navItems, createAbility(OWNER_RULES), context, routeName, navActiveLink);
    const active = (items: ResolvedNavItem[]): string[] =>
      items.flatMap((entry) =>
        entry.children.length ? active(entry.children) : entry.active ? [entry.item.id] : [],
      );
    expect(active(menu)).toEqual([expected]);
  });
});

describe('the navbar search', () => {
  const state = (loggedIn: boolean, justLandingPage: boolean) => ({
    userData: loggedIn ? { id: 'u' } : null,
    accessToken: loggedIn ? 'token' : null,
    can: createAbility(NEWCOMER_RULES).can.bind(createAbility(NEWCOMER_RULES)),
    justLandingPage,
    allowAuth: true,
  });

  test('lists only the pages the guard would open', () => {
    const full = searchablePages(appRoutes, state(true, false)).map((page) => page.name);
    expect(full).toEqual(expect.arrayContaining(['organizations', 'help-center', 'organization-create']));
    // Invoices belong to organizations: someone in none may not read any, so the page is not offered.
    expect(full).not.toContain('invoice-list');
    expect(full).not.toContain('organizations-info');
    expect(full).not.toContain('login');
    const landing = searchablePages(appRoutes, state(false, true)).map((page) => page.name);
    expect(landing).toEqual(expect.arrayContaining(['landing-page', 'login', 'help-center']));
    expect(landing).not.toContain('organizations');
  });

  test("finds an organization's tabs by their names, each only for whoever may open it", () => {
    const withRules = (rules: typeof OWNER_RULES) => ({
      userData: { id: 'u' },
      accessToken: 'token',
      can: createAbility(rules).can.bind(createAbility(rules)),
      justLandingPage: false,
      allowAuth: true,
    });
    const owner = searchablePages(appRoutes, withRules(OWNER_RULES));
    const paths = owner.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/organizations/members',
        '/organizations/api-keys',
        '/organizations/prefixes',
      ]),
    );
    expect(owner.find((page) => page.path === '/organizations/members')?.titleKey).toBe('nav.members');
    // A billing member may not see API keys: the search does not offer them.
    const billing = searchablePages(appRoutes, withRules(BILLING_RULES)).map((page) => page.path);
    expect(billing).toContain('/organizations/prefixes');
    expect(billing).toContain('/accounts/billing/invoice-list');
    expect(billing).not.toContain('/organizations/api-keys');
  });

  test.each([
    ['Facturación y planes', 'facturacion', true],
    ['Llaves de API', 'api llaves', true],
    ['Centro de ayuda', 'ayuda precios', false],
  ])('"%s" matches "%s": %s', (text, query, expected) => {
    expect(matchesQuery(text, query)).toBe(expected);
  });
});
