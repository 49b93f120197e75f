import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

/** One message as an SMTP server received it: the envelope and the raw RFC 5322 text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A listening {@link startSmtpServer}: its `smtp://` address, what it received, and how to stop it. */
export interface SmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A plain SMTP server on `port` (default: a free one) of 127.0.0.1 that accepts every message (no TLS, no AUTH): the mail
 * relay production talks to, which tests cannot reach. Enough of RFC 5321 for nodemailer.
 */
export async function startSmtpServer(port = 0): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => converse(socket, received));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP server has no TCP address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function converse(socket: Socket, received: ReceivedMail[]) {
  let buffer = '';
  let message: ReceivedMail = { from: '', to: [], data: '' };
  let readingData = false;
  socket.setEncoding('utf8');
  socket.write('220 localhost ESMTP\r\n');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (readingData) {
        if (line === '.') {
          readingData = false;
          received.push(message);
          message = { from: '', to: [], data: '' };
          socket.write('250 OK: queued\r\n');
        } else {
          // Dot-stuffing (RFC 5321 § 4.5.2): a leading dot was doubled by the client.
          message.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
      else if (verb === 'MAIL') {
        message.from = line.replace(/^MAIL FROM:\s*<([^>]*)>.*$/i, '$1');
        socket.write('250 OK\r\n');
      } else if (verb === 'RCPT') {
        message.to.push(line.replace(/^RCPT TO:\s*<([^>]*)>.*$/i, '$1'));
        socket.write('250 OK\r\n');
      } else if (verb === 'DATA') {
        readingData = true;
        socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
      } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
      else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
      else socket.write('502 Command not implemented\r\n');
    }
  });
}
