import { sql } from 'kysely';
import * as z from 'zod/mini';
import { ApiProblem, notFound } from '../../http/api-problem';
import { defineRoute } from '../../kernel/route-definition';
import { mailboxRoute } from './mailbox.routes';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

const challengeSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.optional(z.string()),
});

/** `GET /health`: up, and the database answers. */
export const healthRoute = defineRoute({
  method: 'get',
  path: '/health',
  tag: 'System',
  summary: 'Service health',
  description: 'Answers 200 when the database answers a query; 503 otherwise.',
  auth: null,
  responses: { 200: { description: 'Up.', schema: healthSchema } },
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
export const captchaChallengeRoute = defineRoute({
  method: 'get',
  path: '/captcha/challenge',
  tag: 'System',
  summary: 'ALTCHA challenge',
  description:
    "With `CAPTCHA_PROVIDER=altcha`: a signed challenge for the ALTCHA widget (`challengeurl`), in ALTCHA's own format (camelCase keys, as the widget expects); the solved payload goes in `captcha_token`. 404 with any other provider.",
  auth: null,
  responses: { 200: { description: 'A challenge, valid 10 minutes.', schema: challengeSchema } },
  errors: { 404: ['not_found'] },
  handler: async ({ deps, c }) => {
    if (!deps.captcha.createChallenge) throw notFound();
    // Sent as ALTCHA defines it: the widget reads `keyPrefix`, `expiresAt`… not snake_case.
    return c.json((await deps.captcha.createChallenge()) as object, 200);
  },
});

/** Platform routes: health, captcha, and the development mailbox. */
export const platformRoutes = [healthRoute, captchaChallengeRoute, mailboxRoute];
