/** One email, as every transport takes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The same key for every attempt at the same email, so a transport can drop repeats. */
  idempotencyKey: string;
}

/** A way to send mail: SMTP (Node, self-hosting), an HTTP email API (the Worker), or the dev mailbox. */
export interface Mailer {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}
