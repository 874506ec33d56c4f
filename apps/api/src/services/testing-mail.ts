/** The dispatcher as the mail tests run it: over the test app's database and clock, sending to a test SMTP server. */
import { smtpMailer } from '../mail/smtp.ts';
import type { TestSmtp } from '../mail/test-smtp.ts';
import type { TestApp } from '../testing.ts';
import { type DispatchOptions, dispatchReminders } from './reminders.ts';

export const testDispatcher =
  (t: () => TestApp, smtp: () => TestSmtp, more: Partial<DispatchOptions> = {}) =>
  () =>
    dispatchReminders({
      db: t().database.db,
      mailer: smtpMailer(smtp().url, 'Turnpost <turns@turnpost.test>'),
      secret: 'test-secret',
      publicUrl: 'https://turnpost.test',
      clock: t().now,
      ...more,
    });
