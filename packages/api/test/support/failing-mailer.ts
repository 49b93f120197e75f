import type { Mailer, MailMessage } from '../../src/mail/mailer';

/** A mailer whose server refuses everything, and the messages it was asked to send. */
export interface FailingMailer {
  mailer: Mailer;
  attempted: MailMessage[];
}

/**
 * A mail server that rejects every message the way nodemailer reports it: the error's message,
 * `response` and `rejected` all name the recipient, so tests can check that logs leave them out.
 */
export function createFailingMailer(): FailingMailer {
  const attempted: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (message) => {
      attempted.push(message);
      const reply = `550 5.1.1 <${message.to}>: Recipient address rejected`;
      throw Object.assign(new Error(`Can't send mail - all recipients were rejected: ${reply}`), {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: reply,
        rejected: [message.to],
      });
    },
  };
  return { mailer, attempted };
}
