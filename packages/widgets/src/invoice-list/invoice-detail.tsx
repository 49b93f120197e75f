import { invoiceBalance } from '@facturo/sdk/billing';
import { formatCOP, formatDate } from '@facturo/sdk/co';
import { type Invoice, PAYABLE_INVOICE_STATUSES } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useId, useLayoutEffect, useRef } from 'react';
import { navigateTo, withQuery } from '../runtime/core/navigation';
import { useWidget } from '../runtime/react/widget-context';
import { DataTable } from '../ui/data-table';
import * as table from '../ui/data-table.css';
import * as lists from '../ui/summary-list.css';
import * as styles from './invoice-detail.css';
import { InvoiceDocuments } from './invoice-documents';
import { InvoicePayments } from './invoice-payments';
import { InvoiceStatusBadge } from './invoice-status';
import type { InvoicesApi } from './invoices-api';

/** Props of {@link InvoiceDetail}. */
export interface InvoiceDetailProps {
  invoice: Invoice;
  onBack: () => void;
  /** Where its documents come from (the list's own API, with the widget's access). */
  api: InvoicesApi;
  /** `true` when the access allows downloading documents (`invoices:download` for widget sessions). */
  canDownload: boolean;
  /** The widget's element, where download links are placed. */
  container: () => HTMLElement | null;
  /**
   * Where "Pagar" goes (offered only with it, while the invoice is open): the cancelable
   * `facturo-invoice-pay`, then `checkoutUrl?invoice=<id>` unless the host took it.
   */
  pay?: { checkoutUrl: string | undefined };
}

/**
 * One invoice: who it is issued to, its dates, its state at DIAN, CUFE and documents, every line (quantity, unit price, discount, subtotal,
 * IVA, total), the sums and the payments. Focus goes to its title when it opens; "back" returns to
 * the list (and to the row it came from).
 */
export function InvoiceDetail({ invoice, onBack, api, canDownload, container, pay }: InvoiceDetailProps) {
  const { t, locale, emit } = useWidget();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that shows it: the row that was clicked is gone from the page by then, and a passive
  // effect left focus on the page's body for a moment (a whole frame or more on a busy phone).
  useLayoutEffect(() => heading.current?.focus(), []);
  const money = (amount: number) => formatCOP(amount, locale);
  const balance = invoiceBalance(invoice);
  const payable =
    Boolean(pay) && (PAYABLE_INVOICE_STATUSES as readonly string[]).includes(invoice.status) && balance > 0;
  const onPay = () => {
    const detail = { invoiceId: invoice.id, invoiceNumber: invoice.number };
    if (!emit('facturo-invoice-pay', detail, { cancelable: true }) || !pay?.checkoutUrl) return;
    navigateTo(withQuery(pay.checkoutUrl, { invoice: invoice.id }));
  };
  const facts: [string, string][] = [
    [t('invoices.buyer'), `${invoice.buyerName} · ${invoice.buyerDocument}`],
    [t('invoices.columnCreated'), formatDate(invoice.createdAt, locale)],
    [t('invoices.columnDue'), formatDate(invoice.dueDate, locale)],
    [t('invoices.columnPaid'), invoice.paidAt ? formatDate(invoice.paidAt, locale) : '—'],
  ];
  const totals: [string, number][] = [
    [t('invoices.subtotal'), invoice.subtotal],
    [t('invoices.discount'), invoice.discount],
    [t('invoices.iva'), invoice.iva],
    [t('invoices.total'), invoice.total],
    // A plan change's invoice is settled partly by the old plan's unused days: shown, so the
    // figures add up (total = credit + paid + balance).
    ...(invoice.creditApplied > 0
      ? [[t('invoices.creditApplied'), invoice.creditApplied] as [string, number]]
      : []),
    [t('invoices.amountPaid'), invoice.amountPaid],
    [t('invoices.balance'), balance],
  ];

  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <div>
        <Button
          variant="link"
          onClick={onBack}
          icon={<IconArrowLeft size={18} aria-hidden="true" focusable="false" />}
        >
          {t('invoices.backToList')}
        </Button>
      </div>
      <header className={styles.header}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('invoices.detailTitle', { number: invoice.number })}
        </h2>
        <InvoiceStatusBadge status={invoice.status} />
      </header>
      <dl className={lists.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {payable ? (
        <div>
          <Button onClick={onPay}>{t('invoices.pay', { amount: money(balance) })}</Button>
        </div>
      ) : null}
      <InvoiceDocuments invoice={invoice} api={api} canDownload={canDownload} container={container} />
      <DataTable
        caption={t('invoices.linesCaption')}
        rows={invoice.lines}
        rowKey={(line) => `${line.kind}|${line.subscriptionId ?? line.description}|${line.periodStart ?? ''}`}
        columns={[
          {
            label: t('invoices.lineConcept'),
            cell: (line) => (
              <>
                {line.description}
                {line.periodStart && line.periodEnd ? (
                  <span className={table.subtle}>
                    {t('invoices.period', {
                      from: formatDate(line.periodStart, locale),
                      to: formatDate(line.periodEnd, locale),
                    })}
                  </span>
                ) : null}
              </>
            ),
          },
          { label: t('invoices.lineQuantity'), numeric: true, cell: (line) => line.quantity },
          { label: t('invoices.lineUnitPrice'), numeric: true, cell: (line) => money(line.unitPrice) },
          { label: t('invoices.lineDiscount'), numeric: true, cell: (line) => money(line.discount) },
          {
            label: t('invoices.lineIva'),
            numeric: true,
            cell: (line) => (
              <>
                {money(line.iva)}
                <span className={table.subtle}>
                  {line.ivaRatePercent ? `${line.ivaRatePercent} %` : t('domain.ivaExcluded')}
                </span>
              </>
            ),
          },
          { label: t('invoices.lineTotal'), numeric: true, cell: (line) => money(line.total) },
        ]}
      />
      <dl className={`${lists.totals} ${styles.sums}`}>
        {totals.map(([label, amount], index) => (
          <div key={label} className={index === 3 ? lists.grandTotal : lists.totalRow}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <InvoicePayments payments={invoice.payments} />
    </article>
  );
}
