import * as contracts from '@facturo/sdk/endpoints';
import { sql } from 'kysely';
import { ApiProblem, notFound } from '../../http/api-problem';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { mailboxRoute } from './mailbox.routes';

/** `GET /health`: up, and the database answers. */
export const healthRoute = implementEndpoint(contracts.getHealth, {
  tag: 'System',
  summary: 'Service health',
  description: 'Answers 200 when the database answers a query; 503 otherwise.',
  responses: { 200: { description: 'Up.' } },
  errors: { 503: ['try_again_later'] },
  handler: async ({ deps }) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      throw new ApiProblem(503, 'try_again_later', { detail: `database unreachable: ${String(error)}` });
    }
    return { status: 200, body: { status: 'ok', database: deps.databaseKind } };
  },
});

/** `GET /captcha/challenge`: an ALTCHA proof-of-work challenge (only with the `altcha` provider). */
export const captchaChallengeRoute = implementEndpoint(contracts.getCaptchaChallenge, {
  tag: 'System',
  summary: 'ALTCHA challenge',
  description:
    "With `CAPTCHA_PROVIDER=altcha`: a signed challenge for the ALTCHA widget (`challengeurl`), in ALTCHA's own format (camelCase keys, as the widget expects); the solved payload goes in `captcha_token`. 404 with any other provider.",
  responses: { 200: { description: 'A challenge, valid 10 minutes.' } },
  errors: { 404: ['not_found'] },
  handler: async ({ deps, c }) => {
    if (!deps.captcha.createChallenge) throw notFound();
    // Sent as ALTCHA defines it: the widget reads `keyPrefix`, `expiresAt`… not snake_case.
    return c.json((await deps.captcha.createChallenge()) as object, 200);
  },
});

/** Platform routes: health, captcha, and the development mailbox. */
export const platformRoutes = [healthRoute, captchaChallengeRoute, mailboxRoute];
