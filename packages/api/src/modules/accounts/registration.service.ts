import type { completeRegistrationRequestSchema, registerRequestSchema } from '@facturo/sdk/schemas';
import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { Database } from '../../db/database.types';
import { jsonb } from '../../db/jsonb';
import { ApiProblem, conflict, rateLimited } from '../../http/api-problem';
import { type ApiLocale, toApiLocale } from '../../http/request-locale';
import { profileColumns, type UserRow } from '../../identity/user-data';
import type { AppDeps } from '../../kernel/app-deps';
import { queueMail } from '../../mail/mail-queue';
import { verificationCodeEmail } from '../../mail/templates/account-emails';
import { hashSecret, newNumericCode } from '../../security/secret-token';
import { addSeconds, secondsUntil } from '../../time/clock';

type RegisterInput = z.output<typeof registerRequestSchema>;
type CompleteInput = z.output<typeof completeRegistrationRequestSchema>;

const emailExists = async (deps: AppDeps, email: string) =>
  Boolean(await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());

/**
 * Queues the code's e-mail in the transaction that stored the code: the request answers once it is
 * queued, and the `mail-delivery` job sends it (a mail server that is down is retried; the person
 * can also ask for a new code once the resend wait has passed).
 */
async function queueCode(
  deps: AppDeps,
  db: Kysely<Database>,
  pending: { to: string; firstName: string; language: string; code: string },
) {
  await queueMail(
    deps,
    db,
    verificationCodeEmail({
      locale: toApiLocale(pending.language),
      to: pending.to,
      firstName: pending.firstName,
      code: pending.code,
      ttlSeconds: deps.config.codeTtlSeconds,
    }),
  );
}

/** A fresh code's columns: sent now, valid for the configured time, attempts and use reset. */
function freshCode(deps: AppDeps, now: Date) {
  const code = newNumericCode();
  return {
    code,
    columns: {
      codeHash: hashSecret(code),
      codeSentAt: now,
      codeExpiresAt: addSeconds(now, deps.config.codeTtlSeconds),
      codeAttempts: 0,
      codeUsedAt: null,
      registrationTokenHash: null,
      registrationTokenExpiresAt: null,
    },
  };
}

/**
 * Starts (or restarts) a sign-up: 409 `email_taken` when an account exists; within the resend
 * wait of a previous attempt, 429 with the seconds left.
 *
 * A pending sign-up whose code (or registration token) is still alive can only be restarted with
 * the same password. Otherwise anyone could re-register someone else's address with a password of
 * their own, and the real owner, verifying the code that lands in their inbox, would hand the
 * account to them. Once the attempt has expired, a new one replaces it.
 */
export async function register(
  deps: AppDeps,
  input: RegisterInput,
  requestLocale: ApiLocale,
  origin: { ip: string; userAgent: string | null } = { ip: 'unknown', userAgent: null },
) {
  if (await emailExists(deps, input.email)) throw conflict('email_taken');
  const now = deps.clock.now();
  const previous = await deps.db
    .selectFrom('pendingRegistrations')
    .select(['codeSentAt', 'codeExpiresAt', 'registrationTokenExpiresAt', 'passwordHash', 'completedAt'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const resendAt = previous && addSeconds(previous.codeSentAt, deps.config.codeResendSeconds);
  if (resendAt && resendAt > now) throw rateLimited(secondsUntil(resendAt, now));
  const stillAlive =
    previous &&
    !previous.completedAt &&
    (previous.codeExpiresAt > now ||
      (previous.registrationTokenExpiresAt !== null && previous.registrationTokenExpiresAt > now));
  if (stillAlive && !(await deps.passwords.verify(previous.passwordHash, input.password))) {
    throw conflict('registration_pending');
  }

  const language = input.language ?? requestLocale;
  const { code, columns } = freshCode(deps, now);
  const values = {
    passwordHash: await deps.passwords.hash(input.password),
    firstName: input.firstName,
    secondName: input.secondName || null,
    firstSurname: input.firstSurname,
    secondSurname: input.secondSurname || null,
    language,
    // What was accepted (the current versions the sign-up form links to) and from where.
    termsAcceptedAt: now,
    termsVersion: LEGAL_DOCUMENTS.terms.version,
    privacyVersion: LEGAL_DOCUMENTS.privacy.version,
    consentIp: origin.ip,
    consentUserAgent: origin.userAgent?.slice(0, 400) ?? null,
    completedAt: null,
    createdAt: now,
    ...columns,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pendingRegistrations')
      .values({ email: input.email, ...values })
      .onConflict((oc) => oc.column('email').doUpdateSet(values))
      .execute();
    await queueCode(deps, trx, { to: input.email, firstName: input.firstName, language, code });
  });
  return {
    email: input.email,
    codeExpiresInSeconds: deps.config.codeTtlSeconds,
    resendAfterSeconds: deps.config.codeResendSeconds,
  };
}

/**
 * Sends a new code (60 s apart, else 429 with the seconds left). For an address with no pending
 * sign-up it answers the same and sends nothing, so the endpoint reveals no accounts.
 */
export async function resendCode(deps: AppDeps, email: string) {
  const now = deps.clock.now();
  const pending = await deps.db
    .selectFrom('pendingRegistrations')
    .select(['codeSentAt', 'firstName', 'language'])
    .where('email', '=', email)
    .where('completedAt', 'is', null)
    .executeTakeFirst();
  if (pending) {
    const resendAt = addSeconds(pending.codeSentAt, deps.config.codeResendSeconds);
    if (resendAt > now) throw rateLimited(secondsUntil(resendAt, now));
    const { code, columns } = freshCode(deps, now);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('pendingRegistrations').set(columns).where('email', '=', email).execute();
      await queueCode(deps, trx, {
        to: email,
        firstName: pending.firstName,
        language: pending.language,
        code,
      });
    });
  }
  return { resendAfterSeconds: deps.config.codeResendSeconds };
}

/**
 * Creates the account from a verified sign-up and the profile of the last step. The token is
 * single-use: a second call gets 400 `registration_token_invalid`.
 */
export async function completeRegistration(deps: AppDeps, input: CompleteInput): Promise<UserRow> {
  const { registrationToken, ...profile } = input;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('pendingRegistrations')
      .selectAll()
      .where('registrationTokenHash', '=', hashSecret(registrationToken))
      .where('completedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!pending?.registrationTokenExpiresAt || pending.registrationTokenExpiresAt <= now) {
      throw new ApiProblem(400, 'registration_token_invalid');
    }
    if (await trx.selectFrom('users').select('id').where('email', '=', pending.email).executeTakeFirst()) {
      throw conflict('email_taken');
    }
    if (profile.username && (await usernameTaken(trx, profile.username))) throw conflict('username_taken');
    const user = await trx
      .insertInto('users')
      .values({
        email: pending.email,
        passwordHash: pending.passwordHash,
        language: profile.language ?? pending.language,
        ...profileColumns(profile),
        fiscalResponsibilities: jsonb(profile.fiscalResponsibilities),
        termsAcceptedAt: pending.termsAcceptedAt,
        termsVersion: pending.termsVersion,
        privacyVersion: pending.privacyVersion,
        consentIp: pending.consentIp,
        consentUserAgent: pending.consentUserAgent,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('pendingRegistrations')
      .set({ completedAt: now, registrationTokenHash: null, registrationTokenExpiresAt: null })
      .where('email', '=', pending.email)
      .execute();
    return user;
  });
}

/** `true` when another account uses this username (case-insensitive). */
export async function usernameTaken(
  db: Kysely<Database>,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return Boolean(await query.executeTakeFirst());
}
