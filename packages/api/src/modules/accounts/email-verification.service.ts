import { ApiProblem, conflict } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import { hashSecret, newSecretToken, safeEqual } from '../../security/secret-token';
import { addSeconds } from '../../time/clock';

/** Why a try was not counted: the code's state, read after the conditional update matched nothing. */
async function uncountedTry(deps: AppDeps, email: string, now: Date): Promise<ApiProblem> {
  const pending = await deps.db
    .selectFrom('pendingRegistrations')
    .select(['completedAt', 'codeUsedAt', 'codeAttempts', 'codeExpiresAt'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!pending) return new ApiProblem(422, 'wrong_code');
  if (pending.completedAt || pending.codeUsedAt) return conflict('code_used');
  if (pending.codeAttempts >= deps.config.codeMaxAttempts) return new ApiProblem(423, 'code_locked');
  if (pending.codeExpiresAt <= now) return new ApiProblem(410, 'code_expired');
  // A new code arrived between the two statements: this try was for the old one.
  return new ApiProblem(422, 'wrong_code');
}

/**
 * Checks an e-mail code. Unknown e-mail or wrong code → 422 `wrong_code` (each miss counts);
 * already used → 409 `code_used`; past its 10 minutes → 410 `code_expired`; after five misses →
 * 423 `code_locked` until a new code is sent. Success hands out a registration token.
 *
 * Every try takes one attempt in a single conditional UPDATE before the code is compared, so
 * parallel guesses cannot all read "0 attempts so far": at most five are ever compared, and the
 * success path requires the attempt budget too.
 */
export async function verifyEmail(deps: AppDeps, email: string, code: string) {
  const now = deps.clock.now();
  const maxAttempts = deps.config.codeMaxAttempts;
  const counted = await deps.db
    .updateTable('pendingRegistrations')
    .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
    .where('email', '=', email)
    .where('completedAt', 'is', null)
    .where('codeUsedAt', 'is', null)
    .where('codeAttempts', '<', maxAttempts)
    .where('codeExpiresAt', '>', now)
    .returning(['codeHash', 'codeAttempts'])
    .executeTakeFirst();
  if (!counted) throw await uncountedTry(deps, email, now);
  if (!safeEqual(hashSecret(code), counted.codeHash)) {
    if (counted.codeAttempts >= maxAttempts) throw new ApiProblem(423, 'code_locked');
    throw new ApiProblem(422, 'wrong_code');
  }
  const registrationToken = newSecretToken();
  const claimed = await deps.db
    .updateTable('pendingRegistrations')
    .set({
      codeUsedAt: now,
      registrationTokenHash: hashSecret(registrationToken),
      registrationTokenExpiresAt: addSeconds(now, deps.config.registrationTokenTtlSeconds),
    })
    .where('email', '=', email)
    .where('codeUsedAt', 'is', null)
    .where('codeHash', '=', counted.codeHash)
    .where('codeAttempts', '<=', maxAttempts)
    .returning('email')
    .executeTakeFirst();
  if (!claimed) throw conflict('code_used');
  return { registrationToken, expiresIn: deps.config.registrationTokenTtlSeconds };
}
