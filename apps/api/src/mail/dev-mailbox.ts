import type { Mail, Mailer } from './mailer.ts';

export interface DevMail extends Mail {
  sentAt: string;
}

/** Without a transport the local app keeps what it would have sent here, shown at /dev/mail. */
export class DevMailbox implements Mailer {
  readonly name = 'dev-mailbox';
  private readonly mails: DevMail[] = [];

  constructor(
    private readonly clock: () => Date = () => new Date(),
    private readonly capacity = 200,
  ) {}

  async send(mail: Mail): Promise<void> {
    if (this.mails.some((m) => m.idempotencyKey === mail.idempotencyKey)) return;
    this.mails.unshift({ ...mail, sentAt: this.clock().toISOString() });
    this.mails.length = Math.min(this.mails.length, this.capacity);
  }

  list(): readonly DevMail[] {
    return this.mails;
  }
}
