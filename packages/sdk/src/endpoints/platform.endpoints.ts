import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const platform = schemaModule('platform.schema', () => import('../schemas/platform.schema'));

/** `GET /health`: answers when the API and its database are up (503 `try_again_later` otherwise). */
export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  auth: 'public',
  status: 200,
  response: platform('healthSchema'),
});

// Answered in ALTCHA's own format (camelCase keys on the wire too), for the ALTCHA widget.
/** `GET /captcha/challenge`: an ALTCHA proof-of-work challenge (404 unless the provider is `altcha`). */
export const getCaptchaChallenge = defineEndpoint({
  operationId: 'getCaptchaChallenge',
  method: 'GET',
  path: '/captcha/challenge',
  auth: 'public',
  status: 200,
  response: platform('captchaChallengeSchema'),
});

// JSON as declared here; a browser that prefers `text/html` gets the same list as a page.
/** `GET /dev/mailbox`: the e-mails the API kept instead of sending, newest first (not in production). */
export const listMailboxEmails = defineEndpoint({
  operationId: 'listMailboxEmails',
  method: 'GET',
  path: '/dev/mailbox',
  auth: 'public',
  query: platform('mailboxQuerySchema'),
  status: 200,
  response: platform('mailboxSchema'),
});
