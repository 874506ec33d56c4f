import type { Mail, Mailer } from './mailer.ts';

export interface HttpApiOptions {
  /** A Resend-compatible endpoint, e.g. https://api.resend.com/emails. */
  endpoint: string;
  apiKey: string;
  from: string;
  fetch?: typeof fetch;
}

/** An HTTP email API (Resend-style JSON, `Idempotency-Key` header): works from the Worker with plain fetch. */
export function httpApiMailer({ endpoint, apiKey, from, fetch: doFetch = fetch }: HttpApiOptions): Mailer {
  return {
    name: 'http-api',
    async send(mail: Mail) {
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': mail.idempotencyKey,
        },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }),
      });
      if (!res.ok) throw new Error(`email API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}
