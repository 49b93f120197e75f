import { decamelizeKeys } from '@facturo/sdk/http';
import { demoSession } from '../../src/demo/demo-session.fixtures';
import type { FakeResponse } from './fake-api';

/** A 200 with a session body on the wire, for the user with `email` (the demo user's data otherwise). */
export const sessionAnswer = (email: string, firstName = 'Ana'): FakeResponse => ({
  body: decamelizeKeys({
    ...demoSession(email, { firstName }),
    accessToken: 'header.payload.signature',
    userAbilityRules: [{ action: 'read', subject: 'Invoice' }],
  }),
});

/** An error in the API's shape. */
export const apiError = (
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
): FakeResponse => ({
  status,
  body: { code, message: `server text for ${code}`, field_errors: {}, ...extra },
});
