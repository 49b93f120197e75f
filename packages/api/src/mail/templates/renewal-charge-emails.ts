import { formatCOP, formatDate } from '@facturo/sdk/co';
import type { RenderedMail } from '../mailer';
import { renderMail } from './mail-layout';

/** What an e-mail about an automatic renewal charge says. */
export interface RenewalChargeMail {
  to: string;
  organizationName: string;
  invoiceNumber: string;
  amount: number;
  card: { brand: string; lastFour: string };
  /** `approved`; `failed` (with `nextAttemptOn`); `exhausted` (the last automatic try failed). */
  outcome: 'approved' | 'failed' | 'exhausted';
  nextAttemptOn: string | null;
  /** The portal's billing tab: pay the invoice now or change the default card. */
  manageUrl: string;
}

// "9 de febrero de 2026": the sdk's `long` date, never moved a day by a time zone.
const longDate = (date: string) => formatDate(date, 'es', 'long');

const BRANDS: Record<string, string> = { visa: 'Visa', master: 'Mastercard', amex: 'American Express' };

/**
 * Tells the organization's billing contact how an automatic renewal charge went: paid, failed with
 * the day of the next try, or failed for the last time (the invoice then waits to be paid by hand
 * before the service is suspended). Each one links to the portal to pay now or update the card.
 */
export function renewalChargeEmail(input: RenewalChargeMail): RenderedMail {
  const card = `${BRANDS[input.card.brand] ?? input.card.brand} terminada en ${input.card.lastFour}`;
  const amount = formatCOP(input.amount);
  const footer = 'Recibes este correo porque es el contacto de facturación de la organización en Facturo.';
  if (input.outcome === 'approved') {
    return renderMail({
      to: input.to,
      lang: 'es',
      subject: `Pagamos la renovación de ${input.organizationName} (factura ${input.invoiceNumber})`,
      greeting: 'Hola:',
      paragraphs: [
        `Cobramos ${amount} a tu tarjeta ${card} por la factura ${input.invoiceNumber}. Tu servicio sigue activo, sin que tengas que hacer nada.`,
        'Puedes cambiar la tarjeta predeterminada o quitarla cuando quieras desde Facturo.',
      ],
      action: { label: 'Ver mis medios de pago', url: input.manageUrl },
      footer,
    });
  }
  const retry =
    input.outcome === 'failed' && input.nextAttemptOn
      ? `Lo intentaremos de nuevo el ${longDate(input.nextAttemptOn)}.`
      : 'Ya no lo intentaremos de nuevo: paga la factura a mano para que el servicio no se suspenda.';
  return renderMail({
    to: input.to,
    lang: 'es',
    subject: `No pudimos cobrar la renovación de ${input.organizationName} (factura ${input.invoiceNumber})`,
    greeting: 'Hola:',
    paragraphs: [
      `Tu banco rechazó el cobro de ${amount} a la tarjeta ${card} por la factura ${input.invoiceNumber}. ${retry}`,
      'Puedes pagarla ahora con otra tarjeta o actualizar tu tarjeta predeterminada desde Facturo.',
    ],
    action: { label: 'Pagar ahora o actualizar la tarjeta', url: input.manageUrl },
    footer,
  });
}
