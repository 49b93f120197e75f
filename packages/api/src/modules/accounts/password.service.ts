import { ApiProblem } from '../../http/api-problem';
import { toApiLocale } from '../../http/request-locale';
import type { UserRow } from '../../identity/user-data';
import type { AppDeps } from '../../kernel/app-deps';
import { queueMail } from '../../mail/mail-queue';
import { passwordChangedEmail, passwordResetEmail } from '../../mail/templates/account-emails';
import { hashSecret, newSecretToken } from '../../security/secret-token';
import { addSeconds } from '../../time/clock';
import { revokeSessions } from './session.service';

/**
 * Checks e-mail and password. A wrong e-mail costs the same hashing time as a wrong password, and
 * both answer 401 `invalid_credentials`, so neither timing nor wording reveals which part failed.
 */
export async function checkCredentials(deps: AppDeps, email: string, password: string): Promise<UserRow> {
  const user = await deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user) {
    await deps.passwords.verifyDummy(password);
    throw new ApiProblem(401, 'invalid_credentials');
  }
  if (!(await deps.passwords.verify(user.passwordHash, password))) {
    throw new ApiProblem(401, 'invalid_credentials');
  }
  return user;
}

/**
 * Starts a password reset for `email` after the answer: the caller always gets the same neutral
 * 202 at the same speed, whether the address has an account or not (looking it up and queueing the
 * e-mail take time only for a known one). See {@link sendResetLink}; a failure there is logged
 * (without the address or the link).
 */
export function requestPasswordReset(deps: AppDeps, email: string): void {
  deps.deferred.defer('password reset link', () => sendResetLink(deps, email));
}

/**
 * Queues the e-mail of a single-use reset link (1 hour) when the account exists, with the link
 * itself (one transaction); earlier unused links stop working. Does nothing for an unknown address.
 */
export async function sendResetLink(deps: AppDeps, email: string): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'firstName', 'language'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return;
  const now = deps.clock.now();
  const token = newSecretToken();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('passwordResets')
      .values({
        userId: user.id,
        tokenHash: hashSecret(token),
        createdAt: now,
        expiresAt: addSeconds(now, deps.config.passwordResetTtlSeconds),
      })
      .execute();
    const url = new URL('/reset-password', deps.config.publicAppUrl);
    url.searchParams.set('token', token);
    await queueMail(
      deps,
      trx,
      passwordResetEmail({
        locale: toApiLocale(user.language),
        to: email,
        firstName: user.firstName,
        url: url.toString(),
        ttlSeconds: deps.config.passwordResetTtlSeconds,
      }),
    );
  });
}

/**
 * Sets a new password with a reset token (single use, 1 hour; otherwise 400 `reset_token_invalid`),
 * ends every open session of the account and tells the owner by e-mail. The token is checked before
 * the password is hashed, so a guessed token costs a lookup rather than an argon2 run. The notice
 * is queued with the change: a mail server that is down delays it, never the change.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const now = deps.clock.now();
  const tokenHash = hashSecret(token);
  const valid = await deps.db
    .selectFrom('passwordResets')
    .select('id')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (!valid) throw new ApiProblem(400, 'reset_token_invalid');
  const passwordHash = await deps.passwords.hash(password);
  const user = await deps.db.transaction().execute(async (trx) => {
    // Claimed again here: a second request with the same token may have won meanwhile.
    const reset = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('id', '=', valid.id)
      .where('usedAt', 'is', null)
      .returning('userId')
      .executeTakeFirst();
    if (!reset) throw new ApiProblem(400, 'reset_token_invalid');
    const changed = await trx
      .updateTable('users')
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where('id', '=', reset.userId)
      .returning(['id', 'email', 'firstName', 'language'])
      .executeTakeFirstOrThrow();
    await queueMail(
      deps,
      trx,
      passwordChangedEmail({
        locale: toApiLocale(changed.language),
        to: changed.email,
        firstName: changed.firstName,
      }),
    );
    return changed;
  });
  await revokeSessions(deps, { userId: user.id }, 'password_reset');
}
