import type { Dashboard } from '@facturo/sdk/schemas';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BILLING_RULES, CLINIC, fakeAccessToken, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const SUBSCRIPTION_ID = '00000000-0000-4000-8000-0000000000d1';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

/** A clinic with a year of usage (over its plan in October) and spending, renewing in January. */
const DASHBOARD: Dashboard = {
  organizationId: CLINIC.id,
  currentMonth: '2026-11',
  usage: MONTHS.map((month, index) => ({
    month,
    documentsUsed: month === '2026-10' ? 130 : index * 5,
    documentsIncluded: 100,
  })),
  spending: MONTHS.map((month) => ({
    month,
    invoiced: month === '2026-01' ? 963_900 : month === '2026-06' ? 15_000 : 0,
    credited: 0,
    net: month === '2026-01' ? 963_900 : month === '2026-06' ? 15_000 : 0,
  })),
  spendingYearToDate: 978_900,
  upcomingCharges: [
    {
      subscriptionId: SUBSCRIPTION_ID,
      planId: 'health-ips-1200',
      planName: { es: 'IPS 1.200', en: 'Clinic 1,200' },
      billingCycle: 'annual',
      date: '2027-01-25',
      amount: 963_900,
      invoiceId: null,
      planChange: false,
    },
  ],
  planUsage: [
    {
      subscriptionId: SUBSCRIPTION_ID,
      planId: 'health-ips-1200',
      planName: { es: 'IPS 1.200', en: 'Clinic 1,200' },
      documentsUsed: 80,
      documentsIncluded: 100,
      cycleStart: '2026-11-25',
      cycleEnd: '2026-12-24',
    },
  ],
};

/** A new organization: twelve months with nothing in them. */
const EMPTY: Dashboard = {
  ...DASHBOARD,
  usage: MONTHS.map((month) => ({ month, documentsUsed: 0, documentsIncluded: 0 })),
  spending: MONTHS.map((month) => ({ month, invoiced: 0, credited: 0, net: 0 })),
  spendingYearToDate: 0,
  upcomingCharges: [],
  planUsage: [],
};

const owner = {
  ...USER,
  organizations: [
    { organizationId: CLINIC.id, name: CLINIC.name, kind: 'clinic' as const, role: 'owner' as const },
  ],
};

const api = (dashboard: Dashboard) => ({
  'GET /organizations': () => ({ body: { items: [CLINIC] } }),
  [`GET /organizations/${CLINIC.id}/dashboard`]: () => ({ body: dashboard }),
});

/** The owner signs in on the login page (of a landing-only deployment with `justLandingPage`). */
async function signInOwner(config: { justLandingPage?: boolean } = {}) {
  const view = await renderPortal({
    path: '/login',
    config,
    api: {
      ...api(DASHBOARD),
      'POST /auth/login': () => ({
        body: {
          userData: owner,
          accessToken: fakeAccessToken(),
          expiresIn: 3600,
          userAbilityRules: OWNER_RULES,
        },
      }),
    },
  });
  fireEvent.change(await view.findByLabelText('Correo electrónico'), { target: { value: USER.email } });
  fireEvent.change(view.getByLabelText('Contraseña'), { target: { value: 'Secreta#2026' } });
  fireEvent.click(view.getByRole('button', { name: 'Iniciar sesión' }));
  return view;
}

describe('the dashboard', () => {
  test('an owner signs in to it: the period’s documents, the next charge and the year’s spending', async () => {
    const view = await signInOwner();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/accounts/dashboard'));
    expect(await view.findByRole('heading', { level: 1, name: 'Panel' })).toBeTruthy();
    expect(await view.findByText('80 de 100')).toBeTruthy();
    expect(
      view.getByRole('meter', { name: 'Documentos usados del plan este periodo' }).getAttribute('value'),
    ).toBe('80');
    expect(view.getByText('Periodo del 25 de noviembre de 2026 al 24 de diciembre de 2026')).toBeTruthy();
    const next = view.getByRole('heading', { name: 'Próximo cobro' }).parentElement as HTMLElement;
    expect(within(next).getByText('$ 963.900')).toBeTruthy();
    expect(within(next).getByText('El 25 de enero de 2027 · IPS 1.200')).toBeTruthy();
    const year = view.getByRole('heading', { name: 'Gasto del año' }).parentElement as HTMLElement;
    expect(within(year).getByText('$ 978.900')).toBeTruthy();
    expect(within(year).getByText('Pagado en 2026, descontadas las notas crédito.')).toBeTruthy();
    // The list of every account stays one link away.
    expect(view.getByRole('link', { name: 'Ver todas tus cuentas' }).getAttribute('href')).toBe(
      '/accounts/accounts-list',
    );
  });

  test('a landing-only deployment signs the customer in to the same dashboard, the customer area’s first tab', async () => {
    const view = await signInOwner({ justLandingPage: true });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/pages/landing-settings/dashboard'),
    );
    expect(await view.findByText('80 de 100')).toBeTruthy();
    expect(
      view.getByRole('img', { name: 'Documentos usados por mes frente al límite del plan' }),
    ).toBeTruthy();
    const tab = view.getByRole('link', { name: 'Panel' });
    expect(tab.getAttribute('aria-current')).toBe('page');
  });

  test('in a landing-only deployment, a customer who has bought nothing is sent to the landing’s plans', async () => {
    const view = await renderPortal({
      path: '/pages/landing-settings/dashboard',
      config: { justLandingPage: true },
      user: owner,
      rules: OWNER_RULES,
      api: api(EMPTY),
    });
    const action = await view.findByRole('link', { name: 'Ver planes' });
    expect(action.getAttribute('href')).toBe('/landing-page#pricing');
  });

  test('each chart is a named image with a summary and a table of the same months', async () => {
    const view = await renderPortal({
      path: '/accounts/dashboard',
      user: owner,
      rules: OWNER_RULES,
      api: api(DASHBOARD),
    });
    const usage = await view.findByRole('img', {
      name: 'Documentos usados por mes frente al límite del plan',
    });
    expect(usage.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      view.getByText(
        'En los últimos 12 meses usaste 410 documentos; el mes con más fue octubre de 2026, con 130.',
      ),
    ).toBeTruthy();
    const usageTable = view.getByRole('table', {
      name: 'Documentos usados por mes frente al límite del plan',
    });
    const october = within(usageTable).getByRole('row', { name: /octubre de 2026/ });
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['octubre de 2026', '130', '100']);
    const spendingTable = view.getByRole('table', { name: 'Gasto mes a mes' });
    const january = within(spendingTable).getByRole('row', { name: /enero de 2026/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['enero de 2026', '$ 963.900']);
    expect(
      view.getByText(
        'En los últimos 12 meses pagaste $ 978.900; el mes de mayor gasto fue enero de 2026, con $ 963.900.',
      ),
    ).toBeTruthy();
    // Over the plan in October: the legend says what the other colour means.
    expect(view.getByText('Por encima de la cuota mensual')).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);
  });

  test('“Ver como tabla” shows the table in place of the chart, and back', async () => {
    const view = await renderPortal({
      path: '/accounts/dashboard',
      user: owner,
      rules: OWNER_RULES,
      api: api(DASHBOARD),
    });
    const spending = await view.findByRole('figure', { name: 'Gasto mes a mes' });
    const toggle = within(spending).getByRole('button', { name: 'Ver como tabla' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(within(spending).queryByRole('img')).toBeNull();
    expect(within(spending).getByRole('table', { name: 'Gasto mes a mes' })).toBeTruthy();
    const back = within(spending).getByRole('button', { name: 'Ver como gráfica' });
    expect(back.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(back);
    expect(within(spending).getByRole('img', { name: 'Gasto mes a mes' })).toBeTruthy();
  });

  test('a new organization sees what will appear here and the way to the plans', async () => {
    const view = await renderPortal({
      path: '/accounts/dashboard',
      user: owner,
      rules: OWNER_RULES,
      api: api(EMPTY),
    });
    expect(await view.findByText('Todavía no hay movimientos')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/front-pages/pricing');
    expect(view.queryByRole('img')).toBeNull();
  });

  test('a billing member sees it too, and the menu offers it', async () => {
    const member = {
      ...USER,
      organizations: [
        { organizationId: CLINIC.id, name: CLINIC.name, kind: 'clinic' as const, role: 'billing' as const },
      ],
    };
    const view = await renderPortal({
      path: '/accounts/dashboard',
      user: member,
      rules: BILLING_RULES,
      api: {
        ...api(DASHBOARD),
        'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role: 'billing' }] } }),
      },
    });
    expect(await view.findByText('80 de 100')).toBeTruthy();
    const menu = view.getAllByRole('navigation', { name: 'Menú principal' })[0] as HTMLElement;
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Panel' })).toBeTruthy());
  });

  test('in English: English month names and pesos as COP', async () => {
    const view = await renderPortal({
      path: '/accounts/dashboard',
      config: { locale: 'en' },
      user: { ...owner, language: 'en' },
      rules: OWNER_RULES,
      api: api(DASHBOARD),
    });
    expect(await view.findByText('80 of 100')).toBeTruthy();
    expect(view.getByText('On January 25, 2027 · Clinic 1,200')).toBeTruthy();
    const spending = view.getByRole('table', { name: 'Spending month by month' });
    const january = within(spending).getByRole('row', { name: /January 2026/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['January 2026', 'COP 963,900']);
  });
});
