import { en, es } from '@facturo/sdk/i18n';
import type { InvoiceStatus } from '@facturo/sdk/schemas';
import { paymentStatusText } from '../../e-invoicing/representation-text';
import type { ApiLocale } from '../../http/request-locale';

/** The columns of both exports, in order, with their header in each language. */
export const EXPORT_HEADERS: Record<ApiLocale, readonly string[]> = {
  es: [
    'Número',
    'Estado',
    'Creada',
    'Vence',
    'Pagada',
    'Concepto',
    'Cliente',
    'Documento',
    'Subtotal',
    'Descuento',
    'IVA',
    'Total',
    'Saldo a favor aplicado',
    'Pagado',
    'Transacciones',
    'CUFE',
  ],
  en: [
    'Number',
    'Status',
    'Created',
    'Due',
    'Paid',
    'Concept',
    'Customer',
    'Document',
    'Subtotal',
    'Discount',
    'IVA',
    'Total',
    'Credit applied',
    'Amount paid',
    'Transactions',
    'CUFE',
  ],
};

/** The status as the invoice list names it ("Pagada", "Por pagar"… / "Paid", "Unpaid"…). */
export const exportStatusLabel = (status: InvoiceStatus, locale: ApiLocale): string =>
  paymentStatusText(status, locale === 'en' ? en : es);
