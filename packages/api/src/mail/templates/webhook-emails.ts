import type { RenderedMail } from '../mailer';
import { renderMail } from './mail-layout';

/** What the e-mail about an endpoint turned off says. */
export interface DisabledEndpointMail {
  to: string;
  organizationName: string;
  url: string;
  /** Where the organization's webhooks are managed in the portal. */
  manageUrl: string;
}

/**
 * Tells an organization's owners and admins that one of its webhook endpoints was turned off after
 * failing for 3 days, and how to turn it back on (events of the meantime are in the delivery log).
 */
export function disabledEndpointEmail(input: DisabledEndpointMail): RenderedMail {
  return renderMail({
    to: input.to,
    lang: 'es',
    subject: `Desactivamos un webhook de ${input.organizationName}`,
    greeting: 'Hola:',
    paragraphs: [
      `Durante 3 días, ${input.url} no respondió a los eventos de ${input.organizationName} con un código 2xx, así que dejamos de enviárselos.`,
      'Cuando el servidor vuelva a responder, actívalo de nuevo y reenvía desde el registro de entregas los eventos que necesites.',
    ],
    action: { label: 'Revisar los webhooks', url: input.manageUrl },
    footer: 'Recibes este correo porque eres propietario o administrador de la organización en Facturo.',
  });
}
