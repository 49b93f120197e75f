import type { TranslationKey } from '../i18n/catalogues/catalogue.types';

/**
 * Validation rules put an i18n key, not a sentence, in each zod issue's message;
 * {@link translateIssues} turns it into text in whatever locale the reader uses.
 * That way the API answers in the request's language and the browser in the page's,
 * from the same schema objects.
 */
export type ValidationMessageKey = Extract<TranslationKey, `validation.${string}`>;

/** The key of a validation message, checked against the catalogue at compile time. */
export const messageKey = (key: ValidationMessageKey): ValidationMessageKey => key;

/** `true` when a zod issue message is one of our keys rather than zod's default English text. */
export const isMessageKey = (message: string): message is ValidationMessageKey =>
  message.startsWith('validation.');
