import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** SMTP through nodemailer, e.g. `smtp://user:pass@host:587` (Node only). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, 'X-Idempotency-Key': mail.idempotencyKey },
      });
    },
  };
}
