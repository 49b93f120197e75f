import * as contracts from '@facturo/sdk/endpoints';
import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { requireCaptcha } from '../../captcha/require-captcha';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { queueMail } from '../../mail/mail-queue';
import { enforceRateLimits, type RateLimitRule } from '../../security/rate-limiter';
import { contactReceivedEmail, newsletterWelcomeEmail } from './contact-emails';

const TAG = 'Contact';

/** Limits per IP and per e-mail: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMITS = {
  contactIp: { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 },
  contactEmail: { name: 'contact-email', limit: 3, windowSeconds: 60 * 60 },
  newsletterIp: { name: 'newsletter-ip', limit: 10, windowSeconds: 60 * 60 },
  newsletterEmail: { name: 'newsletter-email', limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

// Server-only text: the newsletter's neutral answer, in the request's language.
const SUBSCRIBED = {
  es: 'Listo: te suscribiste al boletín de Facturo.',
  en: 'Done: you are subscribed to the Facturo newsletter.',
} as const;

const PRIVACY =
  'The visitor must authorize the processing of their personal data (`privacy_accepted: true`, Ley 1581 de 2012).';

/** `POST /contact`. */
export const contactRoute = implementEndpoint(contracts.sendContactMessage, {
  tag: TAG,
  summary: 'Send a message from the contact form',
  description: `Stores the message and queues an acknowledgement e-mail to the visitor (sent within seconds, retried while the mail server is down); answers "Te contactaremos pronto." in the request's language. ${PRIVACY} Rate-limited per IP and per e-mail; a captcha token is required when a provider is configured.`,
  responses: { 201: { description: 'Stored; the team will answer.' } },
  errors: { 400: ['captcha_required', 'captcha_failed'], 429: ['rate_limited'] },
  handler: async ({ deps, body, clientIp, locale, t }) => {
    await enforceRateLimits(deps, [
      [CONTACT_RATE_LIMITS.contactIp, clientIp],
      [CONTACT_RATE_LIMITS.contactEmail, body.email],
    ]);
    await requireCaptcha(deps, body.captchaToken, { ip: clientIp, action: 'contact' });
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contactMessages')
        .values({
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          company: body.company || null,
          topic: body.topic,
          message: body.message,
          language: locale,
          privacyAcceptedAt: now,
          privacyVersion: LEGAL_DOCUMENTS.privacy.version,
          createdAt: now,
        })
        .execute();
      await queueMail(deps, trx, contactReceivedEmail(locale, body.email, body.name));
    });
    return { status: 201, body: { message: t('success.contact_soon') } };
  },
});

/** `POST /newsletter`. */
export const newsletterRoute = implementEndpoint(contracts.subscribeToNewsletter, {
  tag: TAG,
  summary: 'Subscribe to the newsletter',
  description: `Idempotent per address: a repeated sign-up answers the same and sends nothing new, so the answer never reveals who is subscribed. ${PRIVACY} Rate-limited per IP and per e-mail; a captcha token is required when a provider is configured.`,
  responses: { 202: { description: 'Subscribed (or already was).' } },
  errors: { 400: ['captcha_required', 'captcha_failed'], 429: ['rate_limited'] },
  handler: async ({ deps, body, clientIp, locale }) => {
    await enforceRateLimits(deps, [
      [CONTACT_RATE_LIMITS.newsletterIp, clientIp],
      [CONTACT_RATE_LIMITS.newsletterEmail, body.email],
    ]);
    await requireCaptcha(deps, body.captchaToken, { ip: clientIp, action: 'newsletter' });
    const language = body.language ?? locale;
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('newsletterSubscriptions')
        .values({
          email: body.email,
          language,
          privacyAcceptedAt: now,
          privacyVersion: LEGAL_DOCUMENTS.privacy.version,
          createdAt: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) await queueMail(deps, trx, newsletterWelcomeEmail(language, body.email));
    });
    return { status: 202, body: { message: SUBSCRIBED[locale] } };
  },
});

/** The contact module's routes. */
export const contactRoutes = [contactRoute, newsletterRoute];
