/**
 * The contact contract of the reference API: the landing page's contact form and newsletter sign-up
 * (camelCase here, snake_case on the wire). Both are public, captcha-protected and rate-limited.
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { email, required } from '../validation/rules';
import { choice } from './field-rules';
import { ACCOUNT_LANGUAGES } from './me.schema';
import { phone } from './organization.schema';

/** What a visitor writes about; routes the message to the right team. */
export const CONTACT_TOPICS = ['sales', 'support', 'billing', 'partnership'] as const;

/** One of {@link CONTACT_TOPICS}. */
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Shortest and longest message the contact form accepts. */
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, messageKey('validation.maxLength'))));

const captchaToken = () =>
  z.optional(z.string().check(z.maxLength(10_000, messageKey('validation.maxLength'))));

// Colombian law (Ley 1581 de 2012) needs the person's express authorization to process their data.
const privacyAccepted = () => z.literal(true, { error: () => messageKey('validation.acceptPrivacy') });

/** `POST /contact`: a message from the landing page's contact form. */
export const contactRequestSchema = z.object({
  name: required().check(z.maxLength(120, messageKey('validation.maxLength'))),
  email: email(),
  phone: z.optional(phone()),
  company: optionalText(200),
  topic: choice(CONTACT_TOPICS),
  message: required().check(
    z.minLength(CONTACT_MESSAGE_LENGTH.min, messageKey('validation.minLength')),
    z.maxLength(CONTACT_MESSAGE_LENGTH.max, messageKey('validation.maxLength')),
  ),
  privacyAccepted: privacyAccepted(),
  captchaToken: captchaToken(),
});

/** A contact message as a form writes it. */
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** `POST /newsletter`: signs an address up for the product newsletter (idempotent per address). */
export const newsletterRequestSchema = z.object({
  email: email(),
  /** The language the newsletter is sent in; the request's when left out. */
  language: z.optional(choice(ACCOUNT_LANGUAGES)),
  privacyAccepted: privacyAccepted(),
  captchaToken: captchaToken(),
});

/** A newsletter sign-up as a form writes it. */
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/** The answer to both forms: a confirmation in the request's language ("Te contactaremos pronto."). */
export const contactResponseSchema = z.object({ message: z.string() });

/** The answer, parsed. */
export type ContactResponse = z.output<typeof contactResponseSchema>;
