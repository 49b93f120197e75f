import type { ApiLocale } from '../../http/request-locale';
import type { RenderedMail } from '../../mail/mailer';
import { renderMail } from '../../mail/templates/mail-layout';

// Server-only texts: they never reach a browser, so they live here rather than in the sdk catalogues.

/** The acknowledgement a visitor receives after writing through the contact form. */
export function contactReceivedEmail(locale: ApiLocale, to: string, name: string): RenderedMail {
  return locale === 'en'
    ? renderMail({
        lang: 'en',
        to,
        subject: 'We received your message',
        greeting: `Hi, ${name}:`,
        paragraphs: [
          'Thank you for writing to Facturo. An advisor will reply to this address within one business day.',
          'If you need to add something, simply answer this e-mail.',
        ],
        footer: "You got this e-mail because someone used this address on Facturo's contact form.",
      })
    : renderMail({
        lang: 'es',
        to,
        subject: 'Recibimos tu mensaje',
        greeting: `Hola, ${name}:`,
        paragraphs: [
          'Gracias por escribirle a Facturo. Un asesor te responderá a este correo en un día hábil.',
          'Si necesitas agregar algo, responde este correo.',
        ],
        footer:
          'Recibiste este correo porque alguien usó esta dirección en el formulario de contacto de Facturo.',
      });
}

/** The welcome a new newsletter subscriber receives (only on the first sign-up of an address). */
export function newsletterWelcomeEmail(locale: ApiLocale, to: string): RenderedMail {
  return locale === 'en'
    ? renderMail({
        lang: 'en',
        to,
        subject: 'You are subscribed to the Facturo newsletter',
        greeting: 'Hi:',
        paragraphs: ['Once a month you will get DIAN news, invoicing tips and what is new in Facturo.'],
        footer: 'If you did not sign up, ignore this e-mail and write to us to remove your address.',
      })
    : renderMail({
        lang: 'es',
        to,
        subject: 'Te suscribiste al boletín de Facturo',
        greeting: 'Hola:',
        paragraphs: [
          'Una vez al mes te llegarán novedades de la DIAN, consejos de facturación y lo nuevo de Facturo.',
        ],
        footer: 'Si no te suscribiste, ignora este correo y escríbenos para quitar tu dirección.',
      });
}
