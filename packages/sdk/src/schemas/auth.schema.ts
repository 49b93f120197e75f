/**
 * The accounts contract of the reference API: sign-up with an e-mail code, login, token refresh and
 * password recovery (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { acceptedTerms, email, password, verificationCode } from '../validation/rules';
import { choice } from './field-rules';
import {
  ACCOUNT_LANGUAGES,
  abilityRuleSchema,
  PROFILE_SHAPE,
  type ProfileFields,
  personName,
  profileChecks,
  userDataSchema,
} from './me.schema';

const captchaToken = () =>
  z.optional(z.string().check(z.maxLength(10_000, messageKey('validation.maxLength'))));

const optionalPersonName = () =>
  z.optional(z.string().check(z.trim(), z.maxLength(60, messageKey('validation.maxLength'))));

/** An opaque token from an e-mail or an earlier step (bounded so nobody posts megabytes). */
const opaqueToken = () =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .check(
      z.trim(),
      z.minLength(1, messageKey('validation.required')),
      z.maxLength(200, messageKey('validation.maxLength')),
    );

/** `POST /auth/register`: starts a sign-up and e-mails a 6-digit code. */
export const registerRequestSchema = z.object({
  email: email(),
  password: password(),
  firstName: personName(),
  secondName: optionalPersonName(),
  firstSurname: personName(),
  secondSurname: optionalPersonName(),
  /** Language of the e-mails; the request's `Accept-Language` when left out. */
  language: z.optional(choice(ACCOUNT_LANGUAGES)),
  /** Terms and the personal-data policy (Ley 1581 de 2012) must be accepted. */
  acceptedTerms: acceptedTerms(),
  captchaToken: captchaToken(),
});

/** The answer to a registration: when the code expires and when another may be sent. */
export const registerResponseSchema = z.object({
  email: z.string(),
  codeExpiresInSeconds: z.int(),
  resendAfterSeconds: z.int(),
});

/** `POST /auth/verify-email`. */
export const verifyEmailRequestSchema = z.object({
  email: email(),
  code: verificationCode(),
});

/** A short-lived token that lets the same person finish sign-up with `complete-registration`. */
export const verifyEmailResponseSchema = z.object({
  registrationToken: z.string(),
  expiresIn: z.int(),
});

/**
 * `POST /auth/complete-registration`: the token from `verify-email` plus the complete profile
 * (personal and taxpayer data, as in `userProfileSchema`), flat. Starts the session.
 */
export const completeRegistrationRequestSchema = z
  .object({ registrationToken: opaqueToken(), ...PROFILE_SHAPE })
  .check(...profileChecks<ProfileFields & { registrationToken: string }>());

/** `POST /auth/resend-code`. */
export const resendCodeRequestSchema = z.object({ email: email() });

/** Seconds before another code may be asked for. */
export const resendCodeResponseSchema = z.object({ resendAfterSeconds: z.int() });

/** `POST /auth/login`. Any non-empty password is checked (old passwords may predate today's rules). */
export const loginRequestSchema = z.object({
  email: email(),
  password: z
    .string({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .check(
      z.minLength(1, messageKey('validation.required')),
      z.maxLength(256, messageKey('validation.maxLength')),
    ),
  captchaToken: captchaToken(),
});

/**
 * A started session (login, complete-registration, refresh). The refresh token is never in the
 * body: it travels in an httpOnly cookie, next to the readable `XSRF-TOKEN` cookie.
 */
export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires (86,400). */
  expiresIn: z.int(),
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});

/** `POST /auth/forgot-password`. */
export const forgotPasswordRequestSchema = z.object({
  email: email(),
  captchaToken: captchaToken(),
});

/** A neutral acknowledgement that reveals nothing (whether an account exists, for instance). */
export const acceptedResponseSchema = z.object({ message: z.string() });

/** `POST /auth/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: opaqueToken(),
  password: password(),
});

/** A registration form's data. */
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** Login credentials. */
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** The last sign-up step's data. */
export type CompleteRegistrationRequest = z.input<typeof completeRegistrationRequestSchema>;
/** A session as received (camelized). */
export type SessionResponse = z.output<typeof sessionResponseSchema>;
