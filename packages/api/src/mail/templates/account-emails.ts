import type { OrganizationRole } from '@facturo/sdk/schemas';
import type { ApiLocale } from '../../http/request-locale';
import type { RenderedMail } from '../mailer';
import { type MailContent, renderMail } from './mail-layout';

// Server-only texts: they never reach a browser, so they live here rather than in the sdk catalogues.

/** The words of one message in one language. */
type MailText = Pick<MailContent, 'subject' | 'greeting' | 'paragraphs' | 'footer'> & {
  actionLabel?: string;
};

/** A message in both languages, from the values it mentions. */
type Template<Values> = Record<ApiLocale, (values: Values) => MailText>;

function compose<Values>(
  template: Template<Values>,
  input: { locale: ApiLocale; to: string; code?: string; url?: string },
  values: Values,
): RenderedMail {
  const { actionLabel, ...text } = template[input.locale](values);
  return renderMail({
    lang: input.locale,
    to: input.to,
    ...text,
    ...(input.code ? { code: input.code } : {}),
    ...(input.url && actionLabel ? { action: { label: actionLabel, url: input.url } } : {}),
  });
}

const ROLE_NAMES: Record<ApiLocale, Record<OrganizationRole, string>> = {
  es: {
    owner: 'propietario',
    admin: 'administrador',
    billing: 'facturación',
    clinician: 'profesional de la salud',
    viewer: 'solo lectura',
  },
  en: {
    owner: 'owner',
    admin: 'administrator',
    billing: 'billing',
    clinician: 'clinician',
    viewer: 'read-only',
  },
};

const VERIFICATION_CODE: Template<{ firstName: string; code: string; minutes: number }> = {
  es: ({ firstName, code, minutes }) => ({
    subject: `${code} es tu código de verificación de Facturo`,
    greeting: `Hola, ${firstName}:`,
    paragraphs: [
      'Gracias por crear tu cuenta en Facturo. Para confirmar que este correo es tuyo, ingresa este código:',
    ],
    footer: `El código vence en ${minutes} minutos y solo se puede usar una vez. Si no fuiste tú quien se registró, ignora este mensaje: nadie podrá usar tu correo sin el código.`,
  }),
  en: ({ firstName, code, minutes }) => ({
    subject: `${code} is your Facturo verification code`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'Thanks for creating your Facturo account. To confirm this email is yours, enter this code:',
    ],
    footer: `The code expires in ${minutes} minutes and works only once. If you did not sign up, ignore this message: nobody can use your email without the code.`,
  }),
};

const PASSWORD_RESET: Template<{ firstName: string; minutes: number }> = {
  es: ({ firstName, minutes }) => ({
    subject: 'Restablece tu contraseña de Facturo',
    greeting: `Hola, ${firstName}:`,
    paragraphs: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Haz clic en el botón para elegir una nueva.',
    ],
    actionLabel: 'Elegir una contraseña nueva',
    footer: `El enlace vence en ${minutes} minutos y solo funciona una vez. Si no pediste este cambio, ignora este correo: tu contraseña sigue igual.`,
  }),
  en: ({ firstName, minutes }) => ({
    subject: 'Reset your Facturo password',
    greeting: `Hi ${firstName},`,
    paragraphs: ['We received a request to reset your account password. Use the button to choose a new one.'],
    actionLabel: 'Choose a new password',
    footer: `The link expires in ${minutes} minutes and works only once. If you did not ask for this, ignore this email: your password has not changed.`,
  }),
};

const PASSWORD_CHANGED: Template<{ firstName: string }> = {
  es: ({ firstName }) => ({
    subject: 'Tu contraseña de Facturo cambió',
    greeting: `Hola, ${firstName}:`,
    paragraphs: [
      'Te confirmamos que la contraseña de tu cuenta se cambió y que cerramos las sesiones abiertas en otros dispositivos.',
    ],
    footer: 'Si no fuiste tú, restablece tu contraseña de inmediato y escríbenos a soporte@facturo.co.',
  }),
  en: ({ firstName }) => ({
    subject: 'Your Facturo password was changed',
    greeting: `Hi ${firstName},`,
    paragraphs: ['Your account password was changed, and we signed you out on other devices.'],
    footer: 'If this was not you, reset your password right away and write to soporte@facturo.co.',
  }),
};

const INVITATION: Template<{ inviter: string; organization: string; role: OrganizationRole; days: number }> =
  {
    es: ({ inviter, organization, role, days }) => ({
      subject: `${inviter} te invitó a ${organization} en Facturo`,
      greeting: 'Hola:',
      paragraphs: [
        `${inviter} te invitó a unirte a ${organization} en Facturo con el rol de ${ROLE_NAMES.es[role]}.`,
        'Para aceptar, inicia sesión (o crea tu cuenta) con este mismo correo y abre el enlace.',
      ],
      actionLabel: 'Aceptar la invitación',
      footer: `La invitación vence en ${days} días. Si no esperabas este correo, puedes ignorarlo.`,
    }),
    en: ({ inviter, organization, role, days }) => ({
      subject: `${inviter} invited you to ${organization} on Facturo`,
      greeting: 'Hi,',
      paragraphs: [
        `${inviter} invited you to join ${organization} on Facturo as ${ROLE_NAMES.en[role]}.`,
        'To accept, log in (or sign up) with this same email and open the link.',
      ],
      actionLabel: 'Accept the invitation',
      footer: `The invitation expires in ${days} days. If you were not expecting it, you can ignore this email.`,
    }),
  };

interface Recipient {
  locale: ApiLocale;
  to: string;
}

/** The 6-digit code that confirms the e-mail address of a new account. */
export const verificationCodeEmail = (
  input: Recipient & { firstName: string; code: string; ttlSeconds: number },
) => compose(VERIFICATION_CODE, input, { ...input, minutes: Math.round(input.ttlSeconds / 60) });

/** The link that lets a user choose a new password. */
export const passwordResetEmail = (
  input: Recipient & { firstName: string; url: string; ttlSeconds: number },
) => compose(PASSWORD_RESET, input, { ...input, minutes: Math.round(input.ttlSeconds / 60) });

/** Tells a user their password changed, so an unexpected change does not go unnoticed. */
export const passwordChangedEmail = (input: Recipient & { firstName: string }) =>
  compose(PASSWORD_CHANGED, input, input);

/** An invitation to join an organization with a role. */
export const invitationEmail = (
  input: Recipient & {
    inviterName: string;
    organizationName: string;
    role: OrganizationRole;
    url: string;
    ttlSeconds: number;
  },
) =>
  compose(INVITATION, input, {
    inviter: input.inviterName,
    organization: input.organizationName,
    role: input.role,
    days: Math.round(input.ttlSeconds / 86_400),
  });
