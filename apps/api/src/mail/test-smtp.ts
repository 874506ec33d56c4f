import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name, unfolded (mailparser would parse List-* headers into objects). */
  headers: Map<string, string>;
}

function rawHeaders(mail: ParsedMail): Map<string, string> {
  return new Map(
    mail.headerLines.map((h) => [h.key.toLowerCase(), h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()]),
  );
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Makes the next `n` deliveries fail with a temporary error. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server + mailparser) that keeps what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (failures > 0) {
            failures--;
            const error = Object.assign(new Error('try again later'), { responseCode: 451 });
            return callback(error);
          }
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: String(mail.html || ''), headers: rawHeaders(mail) });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
