import AxeBuilder from '@axe-core/playwright';
import {
  type BillingSchedule,
  camelizeKeys,
  dateInBogota,
  planBillingDateChange,
} from '../../packages/sdk/src/index';
import { ErpPage } from '../erp/erp-page';
import { billingGet, ownerToken } from '../erp/support/demo-owner';
import { expect, test } from '../support/test';

const COP = (amount: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(
    amount,
  );

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
  const expected = planBillingDateChange({
    services: schedule.services.map((service) => ({
      id: service.subscriptionId,
      cycle: service.billingCycle,
      price: service.price,
      nextDueDate: service.nextDueDate,
      activationDate: service.activationDate,
    })),
    currentMode: schedule.mode,
    mode: 'unified',
    day: 15,
    today: dateInBogota(),
  });
  if (!expected.ok) throw new Error(`The demo schedule cannot move to day 15: ${expected.error.code}`);

  const erp = new ErpPage(page);
  await erp.open('full');
  const widget = erp.billingDate;
  await widget.getByRole('radio', { name: /Todos los servicios el mismo día/ }).check();
  await widget.getByLabel('Día del mes', { exact: true }).selectOption('15');
  const preview = widget.getByRole('table', { name: 'Lo que cambia en cada servicio' });
  for (const adjustment of expected.adjustments) {
    const service = schedule.services.find((candidate) => candidate.subscriptionId === adjustment.id);
    const row = preview.getByRole('row').filter({ hasText: service?.planName.es ?? 'missing' });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(adjustment.adjustmentDays));
    await expect(row.getByRole('cell').nth(2)).toContainText(
      COP(adjustment.adjustmentCost).replace(/\s/, ' '),
    );
  }
  await expect(preview.getByRole('row').last()).toContainText(
    COP(expected.totalAdjustmentCost).replace(/\s/, ' '),
  );
  const audit = await new AxeBuilder({ page }).include('#billing-date').analyze();
  expect(
    audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);

  await widget.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(widget.getByText('Listo: cambiaste tu fecha de cobro')).toBeVisible();
  await expect(
    widget.getByText('Ahora: Todos los servicios el día 15 de cada mes', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('#access-note')).toContainText('Fecha de cobro actualizada: día 15');

  // The charges: every adjustment is scheduled as previewed, and a renewal already invoiced now
  // carries the adjustment line with exactly the previewed cost.
  const after = camelizeKeys(
    await billingGet<object>(request, owner, '/billing/schedule'),
  ) as BillingSchedule;
  // Compared as sets: the schedule and the preview need not list the services in the same order.
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(
    after.pendingAdjustments
      .map(({ subscriptionId, adjustmentDays, adjustmentCost, newNextDueDate }) => ({
        id: subscriptionId,
        adjustmentDays,
        adjustmentCost,
        newNextDueDate,
      }))
      .sort(byId),
  ).toEqual(
    expected.adjustments
      .filter((adjustment) => adjustment.adjustmentDate !== null)
      .map(({ id, adjustmentDays, adjustmentCost, newNextDueDate }) => ({
        id,
        adjustmentDays,
        adjustmentCost,
        newNextDueDate,
      }))
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
  expect(adjustmentLines.length).toBeGreaterThan(0);
  for (const line of adjustmentLines) {
    const planned = expected.adjustments.find((adjustment) => adjustment.id === line.subscription_id);
    expect(line.unit_price).toBe(planned?.adjustmentCost);
  }
});
