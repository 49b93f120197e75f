import { formatCOP, formatDate } from '@facturo/sdk/co';
import type { NotificationKind } from '@facturo/sdk/schemas';
import type { ApiLocale } from '../../http/request-locale';

/** The values a notification's text is built from. */
export interface NotificationFacts {
  organization: string;
  number?: string;
  amount?: number;
  date?: string;
  plan?: string;
  prefix?: string;
  days?: number;
  percent?: number;
}

const longDate = (date: string, locale: ApiLocale) => formatDate(date, locale, 'long');

type Texts = Record<
  NotificationKind,
  (facts: NotificationFacts, locale: ApiLocale) => { title: string; message: string }
>;

const money = (facts: NotificationFacts, locale: ApiLocale) => formatCOP(facts.amount ?? 0, locale);

// Server-written text in the request's language (like the API's e-mails): the portal shows it as is.
const TEXTS: Record<ApiLocale, Texts> = {
  es: {
    renewal_due: (f, l) => ({
      title: 'Renovación pendiente',
      message: `${f.organization}: paga la factura ${f.number} por ${money(f, l)} antes del ${longDate(f.date ?? '', l)} para no perder el servicio.`,
    }),
    subscription_suspended: (f) => ({
      title: 'Servicio suspendido',
      message: `${f.organization}: ${f.plan} está suspendido. Paga la renovación (incluye la reconexión) para reactivarlo.`,
    }),
    payment_settled: (f, l) => ({
      title: 'Pago recibido',
      message: `${f.organization}: recibimos tu pago de ${money(f, l)} de la factura ${f.number}.`,
    }),
    prefix_expiring: (f, l) => ({
      title: (f.days ?? 0) < 0 ? 'Resolución vencida' : 'Resolución por vencer',
      message:
        (f.days ?? 0) < 0
          ? `${f.organization}: la resolución del prefijo ${f.prefix} venció el ${longDate(f.date ?? '', l)}. Solicita una nueva a la DIAN.`
          : `${f.organization}: la resolución del prefijo ${f.prefix} vence en ${f.days} ${f.days === 1 ? 'día' : 'días'} (${longDate(f.date ?? '', l)}).`,
    }),
    prefix_range: (f) => ({
      title: 'Rango de numeración casi agotado',
      message: `${f.organization}: ya usaste el ${f.percent} % del rango del prefijo ${f.prefix}. Solicita un nuevo rango a la DIAN.`,
    }),
  },
  en: {
    renewal_due: (f, l) => ({
      title: 'Renewal due',
      message: `${f.organization}: pay invoice ${f.number} for ${money(f, l)} by ${longDate(f.date ?? '', l)} to keep the service.`,
    }),
    subscription_suspended: (f) => ({
      title: 'Service suspended',
      message: `${f.organization}: ${f.plan} is suspended. Pay the renewal (it includes the reconnection fee) to restore it.`,
    }),
    payment_settled: (f, l) => ({
      title: 'Payment received',
      message: `${f.organization}: we received your payment of ${money(f, l)} for invoice ${f.number}.`,
    }),
    prefix_expiring: (f, l) => ({
      title: (f.days ?? 0) < 0 ? 'Resolution expired' : 'Resolution expiring',
      message:
        (f.days ?? 0) < 0
          ? `${f.organization}: the resolution of prefix ${f.prefix} expired on ${longDate(f.date ?? '', l)}. Request a new one from DIAN.`
          : `${f.organization}: the resolution of prefix ${f.prefix} expires in ${f.days} ${f.days === 1 ? 'day' : 'days'} (${longDate(f.date ?? '', l)}).`,
    }),
    prefix_range: (f) => ({
      title: 'Numbering range almost used up',
      message: `${f.organization}: you have used ${f.percent}% of the range of prefix ${f.prefix}. Request a new range from DIAN.`,
    }),
  },
};

/** A notification's title and sentence in `locale`. */
export function notificationText(kind: NotificationKind, facts: NotificationFacts, locale: ApiLocale) {
  return TEXTS[locale][kind](facts, locale);
}
