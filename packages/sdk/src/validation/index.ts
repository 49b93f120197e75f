/**
 * @facturo/sdk/validation — Validation: field rules whose messages are i18n keys, and the translation of zod issues into
 * field errors in the reader's locale.
 * @module
 */

export type { ValidationMessageKey } from './messages';
export { messageKey } from './messages';
export {
  acceptedTerms,
  alpha,
  between,
  confirmPassword,
  email,
  integer,
  matches,
  minLength,
  PASSWORD_DEFAULT_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  password,
  required,
  url,
  username,
  verificationCode,
} from './rules';
export type { FieldErrors, ValidationResult } from './translate-issues';
export { translateIssues, validate } from './translate-issues';
