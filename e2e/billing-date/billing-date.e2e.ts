import { camelizeKeys } from '../../packages/sdk/src/http/index';
import type { BillingSchedule } from '../../packages/sdk/src/schemas/index';
import { ErpPage } from '../erp/erp-page';
import { billingGet, ownerToken } from '../erp/support/demo-owner';
import { axeAudit } from '../support/axe';
import { expect, test } from '../support/test';

// The expected adjustments are worked out here by hand, not with the sdk's planBillingDateChange (the
// very function the API uses: a test built on it could hardly disagree with the API).
//
// The scenario is the demo clinic of the billing API's seed (billing-demo.seed.ts): Nómina 10, monthly,
// 25.000 before IVA, and IPS 1.200, annual, 810.000 (IVA excluded); the digital certificate is a term,
// not realigned. Its due dates are seeded relative to the day the API started, so each service's
// current next due date is read from the API; everything after it is arithmetic:
//   days = from the current next due date to the first day 15 on or after it (0: already aligned);
//   cost = price ÷ 30 (monthly) or price ÷ 360 (annual) × days, rounded half-up to whole pesos, once.
// E.g. Nómina 10 due 2026-11-25: 20 days to 2026-12-15, 25.000 × 20 ÷ 30 = 16.666,67 → $ 16.667;
//      IPS 1.200 due 2027-01-25: 21 days to 2027-02-15, 810.000 × 21 ÷ 360 = 47.250 → $ 47.250.
const SERVICES = [
  { plan: 'Nómina 10', cycle: 'monthly', price: 25_000, baseDays: 30 },
  { plan: 'IPS 1.200', cycle: 'annual', price: 810_000, baseDays: 360 },
] as const;
const DAY = 15;
const DAY_MS = 86_400_000;

/** The first day 15 on or after `due` (ISO dates, counted in UTC so no clock change shifts a day). */
function toUnifiedDay(due: string): { days: number; newDueDate: string } {
  const [year = 0, month = 1, day = 1] = due.split('-').map(Number);
  const from = Date.UTC(year, month - 1, day);
  const to = day <= DAY ? Date.UTC(year, month - 1, DAY) : Date.UTC(year, month, DAY);
  return { days: (to - from) / DAY_MS, newDueDate: new Date(to).toISOString().slice(0, 10) };
}

/** `numerator ÷ denominator` rounded half-up, in whole numbers (no floating-point halves). */
const divideHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

const COP = (amount: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 })
    .format(amount)
    .replace(/\s/, ' ');

interface ListedInvoice {
  number: string;
  lines: { kind: string; subscription_id: string | null; unit_price: number }[];
}

test('billing date unified on day 15: the expected adjustments, then the charges match them', async ({
  page,
  request,
}) => {
  const owner = await ownerToken(request);
  const schedule = camelizeKeys(
    await billingGet<object>(request, owner, '/billing/schedule'),
  ) as BillingSchedule;
  const expected = SERVICES.map((hand) => {
    const service = schedule.services.find((candidate) => candidate.planName.es === hand.plan);
    if (!service) throw new Error(`The demo clinic has no ${hand.plan} service.`);
    expect({ cycle: service.billingCycle, price: service.price }).toEqual({
      cycle: hand.cycle,
      price: hand.price,
    });
    const { days, newDueDate } = toUnifiedDay(service.nextDueDate);
    return {
      ...hand,
      id: service.subscriptionId,
      days,
      cost: divideHalfUp(hand.price * days, hand.baseDays),
      newDueDate,
    };
  });
  expect(schedule.services).toHaveLength(SERVICES.length);

  const erp = new ErpPage(page);
  await erp.open('full');
  const widget = erp.billingDate;
  await widget.getByRole('radio', { name: /Todos los servicios el mismo día/ }).check();
  await widget.getByLabel('Día del mes', { exact: true }).selectOption(String(DAY));
  const preview = widget.getByRole('table', { name: 'Lo que cambia en cada servicio' });
  for (const service of expected) {
    const row = preview.getByRole('row').filter({ hasText: service.plan });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(service.days));
    await expect(row.getByRole('cell').nth(2)).toContainText(COP(service.cost));
  }
  const total = expected.reduce((sum, service) => sum + service.cost, 0);
  await expect(preview.getByRole('row').last()).toContainText(COP(total));
  const audit = await axeAudit(page).include('#billing-date').analyze();
  expect(
    audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);

  await widget.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(widget.getByText('Listo: cambiaste tu fecha de cobro')).toBeVisible();
  await expect(
    widget.getByText('Ahora: Todos los servicios el día 15 de cada mes', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('#access-note')).toContainText('Fecha de cobro actualizada: día 15');

  // The charges: every adjustment is scheduled with the hand-computed days, cost and new due date, and
  // a renewal already invoiced now carries the adjustment line with exactly that cost. (The billing
  // job's own run is not triggered here: its command opens the API's embedded database, which the
  // running API holds.)
  const after = camelizeKeys(
    await billingGet<object>(request, owner, '/billing/schedule'),
  ) as BillingSchedule;
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(
    after.pendingAdjustments
      .map(({ subscriptionId, adjustmentDays, adjustmentCost, newNextDueDate }) => ({
        id: subscriptionId,
        days: adjustmentDays,
        cost: adjustmentCost,
        newDueDate: newNextDueDate,
      }))
      .sort(byId),
  ).toEqual(
    expected
      .filter((service) => service.days > 0)
      .map(({ id, days, cost, newDueDate }) => ({ id, days, cost, newDueDate }))
      .sort(byId),
  );
  const { items } = await billingGet<{ items: ListedInvoice[] }>(
    request,
    owner,
    '/invoices?status=unpaid&page_size=100',
  );
  const adjustmentLines = items.flatMap((invoice) =>
    invoice.lines.filter((line) => line.kind === 'billing_adjustment'),
  );
  // The demo's payroll renewal was invoiced before the change: its period is now the adjustment.
  const payroll = expected.find((service) => service.plan === 'Nómina 10');
  if (payroll && payroll.days > 0) {
    expect(adjustmentLines.find((line) => line.subscription_id === payroll.id)?.unit_price).toBe(
      payroll.cost,
    );
  }
  for (const line of adjustmentLines) {
    expect(line.unit_price).toBe(expected.find((service) => service.id === line.subscription_id)?.cost);
  }
});
