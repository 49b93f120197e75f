import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { expectProblem, signUp } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();
const CURRENT = {
  terms_version: LEGAL_DOCUMENTS.terms.version,
  privacy_version: LEGAL_DOCUMENTS.privacy.version,
};

describe('informed consent (Ley 1581 de 2012)', () => {
  test('a sign-up stores the versions it accepted, the time and where from; nothing more is asked', async () => {
    const user = await signUp(t);
    expect(user.session.user_data.legal_acceptance).toEqual({ ...CURRENT, required: false });
    const row = await t.deps.db
      .selectFrom('users')
      .select(['termsVersion', 'privacyVersion', 'termsAcceptedAt', 'consentIp'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      termsVersion: LEGAL_DOCUMENTS.terms.version,
      privacyVersion: LEGAL_DOCUMENTS.privacy.version,
      consentIp: expect.any(String),
    });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
  });

  test('an account that accepted an older version is asked again, and accepting records it', async () => {
    const user = await signUp(t);
    await t.deps.db
      .updateTable('users')
      .set({ termsVersion: '2025-01-01' })
      .where('id', '=', user.userId)
      .execute();
    const me = await call(t.app, 'GET', '/me', { token: user.accessToken });
    expect(me.body.user_data.legal_acceptance).toMatchObject({ terms_version: '2025-01-01', required: true });

    expectProblem(
      await call(t.app, 'POST', '/me/legal-acceptance', {
        token: user.accessToken,
        body: { ...CURRENT, terms_version: '2025-01-01' },
      }),
      409,
      'legal_version_outdated',
    );
    const accepted = await call(t.app, 'POST', '/me/legal-acceptance', {
      token: user.accessToken,
      body: CURRENT,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.user_data.legal_acceptance).toEqual({ ...CURRENT, required: false });
    expectProblem(await call(t.app, 'POST', '/me/legal-acceptance', { body: CURRENT }), 401);
  });
});
