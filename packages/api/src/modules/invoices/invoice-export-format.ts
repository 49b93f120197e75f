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
    'Amount paid',
    'Transactions',
    'CUFE',
  ],
};

/** The status as the invoice list names it ("Pagada", "Por pagar"… / "Paid", "Unpaid"…). */
export const exportStatusLabel = (status: InvoiceStatus, locale: ApiLocale): string =>
  paymentStatusText(status, locale === 'en' ? en : es);

let bogotaParts: Intl.DateTimeFormat | undefined;

/**
 * The wall clock in Colombia at `instant`, as a `Date` whose UTC fields carry it (2026-11-28T03:05Z
 * becomes 2026-11-27T22:05Z). Spreadsheet date cells have no time zone: a reader sees exactly the
 * fields written, so they must already be Bogotá's.
 */
export function bogotaWallClock(instant: Date): Date {
  bogotaParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Bogota',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(
    bogotaParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  wall.setUTCHours(parts.hour, parts.minute, parts.second, instant.getUTCMilliseconds());
  return wall;
}

/** A calendar day `YYYY-MM-DD` as a `Date` at midnight UTC, the form a date-only cell needs. */
export const plainDateCell = (day: string): Date => new Date(`${day}T00:00:00Z`);

const pad = (value: number) => String(value).padStart(2, '0');

/** `27/11/2026`: day first, the order Excel set up for Colombia reads as a date. */
export function dayText(day: Date): string {
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** `27/11/2026 14:05` in Bogotá time: day first and a 24-hour clock, read by Excel es-CO as a date and time. */
export const bogotaTimeText = (instant: Date): string => {
  const wall = bogotaWallClock(instant);
  return `${dayText(wall)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
};
