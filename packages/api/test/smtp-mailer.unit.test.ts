import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSmtpMailer } from '../src/mail/mailer';
import { type SmtpServer, startSmtpServer } from './support/smtp-server';

// Production sends through SMTP with nodemailer, loaded on the first e-mail rather than at start-up:
// these tests speak to a local SMTP server as the relay would be spoken to.
let server: SmtpServer;

beforeAll(async () => {
  server = await startSmtpServer();
});
afterAll(async () => {
  await server.close();
});

describe('the SMTP mailer', () => {
  test('delivers a message with its text, HTML and attachments to the relay', async () => {
    const mailer = createSmtpMailer(server.url, 'Facturo <facturas@facturo.co>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'tesoreria@clinicaaburra.test',
      subject: 'Tu factura FE-1001 de Facturo',
      text: 'Adjuntamos la factura electrónica FE-1001 por $ 89.000.',
      html: '<p>Adjuntamos la factura electrónica <strong>FE-1001</strong> por $ 89.000.</p>',
      attachments: [
        { filename: 'FE-1001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 prueba') },
      ],
    });
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.from).toBe('facturas@facturo.co');
    expect(mail?.to).toEqual(['tesoreria@clinicaaburra.test']);
    expect(mail?.data).toMatch(/^Subject: Tu factura FE-1001 de Facturo$/m);
    expect(mail?.data).toMatch(/^From: Facturo <facturas@facturo.co>$/m);
    expect(mail?.data).toMatch(/Content-Type: text\/html/);
    expect(mail?.data).toMatch(/filename=FE-1001\.pdf/);
    expect(mail?.data).toContain(Buffer.from('%PDF-1.7 prueba').toString('base64'));
  });

  test('a relay that is down fails the send (the mail queue retries it); the same mailer reaches it once it is back', async () => {
    const relay = await startSmtpServer();
    const port = Number(new URL(relay.url).port);
    await relay.close();
    const mailer = createSmtpMailer(relay.url, 'facturas@facturo.co');
    const message = { to: 'a@example.co', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' };
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED|connect/i);
    const back = await startSmtpServer(port);
    try {
      await mailer.send(message);
      expect(back.received.map((mail) => mail.to)).toEqual([['a@example.co']]);
    } finally {
      await back.close();
    }
  });
});
