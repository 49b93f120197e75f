import { formatCOP, formatDate } from '@facturo/sdk/co';
import type { TranslationKey } from '@facturo/sdk/i18n';
import type { InvoicePayment, PaymentStatus } from '@facturo/sdk/schemas';
import { useWidget } from '../runtime/react/widget-context';
import { DataTable } from '../ui/data-table';
import * as styles from './invoice-detail.css';

const STATUS_KEYS: Record<PaymentStatus, TranslationKey> = {
  pending: 'invoices.paymentPending',
  in_process: 'invoices.paymentInProcess',
  approved: 'invoices.paymentApproved',
  rejected: 'invoices.paymentRejected',
  cancelled: 'invoices.paymentCancelled',
  refunded: 'invoices.paymentRefunded',
};

const METHODS: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  pse: 'PSE',
};

/** The payment method in words: "Visa •••• 4242", "PSE · Bancolombia". */
function methodText(payment: InvoicePayment): string {
  const brand = payment.paymentMethodId ? (METHODS[payment.paymentMethodId] ?? payment.paymentMethodId) : '';
  if (payment.cardLastFour) return `${brand} •••• ${payment.cardLastFour}`;
  return [brand, payment.bank].filter(Boolean).join(' · ');
}

/** The payments of an invoice, as an accountant reconciles them: date, method, installments, status, amount, reference. */
export function InvoicePayments({ payments }: { payments: readonly InvoicePayment[] }) {
  const { t, locale } = useWidget();
  if (payments.length === 0) return <p className={styles.muted}>{t('invoices.noPayments')}</p>;
  return (
    <DataTable
      caption={t('invoices.paymentsCaption')}
      rows={payments}
      rowKey={(payment) => payment.id}
      // A payment is not named by any one cell, so no column is a row header.
      rowHeader={false}
      columns={[
        {
          label: t('invoices.paymentDate'),
          cell: (payment) => (payment.transactionDate ? formatDate(payment.transactionDate, locale) : '—'),
        },
        { label: t('invoices.paymentMethod'), cell: (payment) => methodText(payment) || '—' },
        { label: t('invoices.installments'), numeric: true, cell: (payment) => payment.installments },
        { label: t('invoices.paymentStatus'), cell: (payment) => t(STATUS_KEYS[payment.status]) },
        {
          label: t('invoices.paymentAmount'),
          numeric: true,
          cell: (payment) => formatCOP(payment.amount, locale),
        },
        { label: t('invoices.paymentReference'), cell: (payment) => payment.transactionId ?? '—' },
      ]}
    />
  );
}
