import * as z from 'zod/mini';
import { messageKey, type ValidationMessageKey } from './messages';

/** Characters of which a password needs at least one. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%()&.*';
/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Default longest accepted password (argon2 input stays bounded). */
export const PASSWORD_DEFAULT_MAX_LENGTH = 64;

const requiredString = () =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType',
  });

/** A non-blank string, trimmed. */
export const required = () =>
  requiredString().check(z.trim(), z.minLength(1, messageKey('validation.required')));

/** A trimmed, lower-cased e-mail address. */
export const email = () =>
  requiredString().check(
    z.trim(),
    z.minLength(1, messageKey('validation.required')),
    z.toLowerCase(),
    z.maxLength(254, messageKey('validation.maxLength')),
    z.regex(z.regexes.email, messageKey('validation.email')),
  );

/** An absolute http(s) URL. */
export const url = () =>
  requiredString().check(
    z.trim(),
    z.minLength(1, messageKey('validation.required')),
    z.refine((value) => {
      try {
        const parsed = new URL(value);
        return parsed.protocol === 'http:' || parsed.protocol === 'https:';
      } catch {
        return false;
      }
    }, messageKey('validation.url')),
  );

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

// `notANumber` is what a present but non-numeric input reads as ("abc" in a number field).
const numeric = (notANumber: ValidationMessageKey) =>
  z.pipe(
    z.transform(toNumber),
    z.number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'validation.required'
          : notANumber,
    }),
  );

/** A whole number; numeric strings from form inputs are accepted, anything else reads "enter a whole number". */
export const integer = () =>
  numeric(messageKey('validation.integer')).check(
    z.refine((value) => Number.isInteger(value), messageKey('validation.integer')),
  );

/** A number between `min` and `max`, both included. */
export const between = (min: number, max: number) =>
  numeric(messageKey('validation.invalidType')).check(
    z.refine((value) => value >= min && value <= max, {
      message: messageKey('validation.between'),
      params: { min, max },
    }),
  );

/** Letters only, in any alphabet (José, Ñañez and Müller pass; spaces and digits do not). */
export const alpha = () => required().check(z.regex(/^\p{L}+$/u, messageKey('validation.alpha')));

/** A string matching `pattern`. */
export const matches = (pattern: RegExp) =>
  required().check(z.regex(pattern, messageKey('validation.regex')));

/** A string of at least `min` characters. */
export const minLength = (min: number) =>
  required().check(z.minLength(min, messageKey('validation.minLength')));

/** A checkbox that must be ticked (terms and conditions). */
export const acceptedTerms = () => z.literal(true, { error: () => messageKey('validation.acceptTerms') });

/** A username of `min` to `max` letters and digits, nothing else. */
export const username = ({ min = 3, max = 30 }: { min?: number; max?: number } = {}) =>
  required().check(
    z.refine((value) => value.length >= min && value.length <= max && /^[A-Za-z0-9]+$/.test(value), {
      message: messageKey('validation.username'),
      params: { min, max },
    }),
  );

/**
 * A password of 8 to `max` characters with an uppercase letter, a lowercase letter,
 * a digit and one of `!@#$%()&.*`. Each missing part is reported on its own so the
 * form can say exactly what to add.
 */
export const password = ({ max = PASSWORD_DEFAULT_MAX_LENGTH }: { max?: number } = {}) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .check(
      z.minLength(1, messageKey('validation.required')),
      z.refine(
        (value) => value.length === 0 || (value.length >= PASSWORD_MIN_LENGTH && value.length <= max),
        {
          message: messageKey('validation.passwordLength'),
          params: { min: PASSWORD_MIN_LENGTH, max },
        },
      ),
      z.refine(
        (value) => value.length === 0 || /\p{Lu}/u.test(value),
        messageKey('validation.passwordUppercase'),
      ),
      z.refine(
        (value) => value.length === 0 || /\p{Ll}/u.test(value),
        messageKey('validation.passwordLowercase'),
      ),
      z.refine((value) => value.length === 0 || /\d/.test(value), messageKey('validation.passwordDigit')),
      z.refine(
        (value) =>
          value.length === 0 ||
          [...PASSWORD_SPECIAL_CHARACTERS].some((character) => value.includes(character)),
        {
          message: messageKey('validation.passwordSpecial'),
          params: { characters: PASSWORD_SPECIAL_CHARACTERS },
        },
      ),
    );

/** The 6-digit code sent by e-mail. */
export const verificationCode = () =>
  requiredString().check(z.trim(), z.regex(/^\d{6}$/, messageKey('validation.verificationCode')));

/**
 * Adds the "confirm password" checks to an object schema: `confirmField` is required and must equal
 * `passwordField`. The issues are reported on `confirmField`, where the form shows them.
 */
export const confirmPassword = <Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<Shape>,
  passwordField: keyof Shape & string = 'password',
  confirmField: keyof Shape & string = 'confirmPassword',
) =>
  schema.check(
    // Required like any other field, so an empty confirmation is flagged on the first submit with
    // the rest; the match below waits until everything else is valid, so it cannot do it.
    z.refine((value: Record<string, unknown>) => value[confirmField] !== '', {
      message: messageKey('validation.required'),
      path: [confirmField],
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === confirmField),
    }),
    z.refine((value: Record<string, unknown>) => value[passwordField] === value[confirmField], {
      message: messageKey('validation.confirmPassword'),
      path: [confirmField],
      when: (payload) => payload.issues.length === 0,
    }),
  );
