import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const contact = schemaModule('contact.schema', () => import('../schemas/contact.schema'));

// Both are rate-limited per IP and per e-mail, and need a captcha token when a provider is configured.

/** `POST /contact`: sends a message from the contact form and e-mails the visitor an acknowledgement. */
export const sendContactMessage = defineEndpoint({
  operationId: 'sendContactMessage',
  method: 'POST',
  path: '/contact',
  auth: 'public',
  body: contact('contactRequestSchema'),
  status: 201,
  response: contact('contactResponseSchema'),
});

/** `POST /newsletter`: subscribes an address to the newsletter (the same answer if it already was). */
export const subscribeToNewsletter = defineEndpoint({
  operationId: 'subscribeToNewsletter',
  method: 'POST',
  path: '/newsletter',
  auth: 'public',
  body: contact('newsletterRequestSchema'),
  status: 202,
  response: contact('contactResponseSchema'),
});
