/**
 * The turn-email settings as a form edits them (the home page's seats, the table's "Email reminders" dialog), and
 * the API's `NotificationSettings` they become.
 */
import type { NotificationSettings } from './api-types.ts';

export const DEFAULT_REMIND_HOURS = 24;
/** The API's limit: two weeks. */
export const MAX_REMIND_HOURS = 24 * 14;

export interface ReminderDraft {
  notifyAtOnce: boolean;
  /** Whether to remind at all; `hours` is kept while it is off, so turning it back on restores the number. */
  remind: boolean;
  /** What the number field holds (null while it is empty). */
  hours: number | null;
}

/** An email means "email me when it is my move" (the API's default too), with a reminder as the second nudge. */
export const defaultReminders = (): ReminderDraft => ({ notifyAtOnce: true, remind: true, hours: DEFAULT_REMIND_HOURS });

/** Why the hours cannot be saved, in words; null when they can. */
export function hoursProblem(draft: ReminderDraft): string | null {
  if (!draft.remind) return null;
  const h = draft.hours;
  if (h === null || !Number.isFinite(h)) return 'Say after how many hours to send a reminder.';
  if (!Number.isInteger(h) || h < 1 || h > MAX_REMIND_HOURS)
    return `A reminder can be sent after 1 to ${MAX_REMIND_HOURS} hours (two weeks), in whole hours.`;
  return null;
}

/** A trimmed email or null; no email means no turn emails at all. */
export function toSettings(email: string, draft: ReminderDraft): NotificationSettings {
  const address = email.trim();
  return {
    email: address || null,
    notifyAtOnce: address ? draft.notifyAtOnce : false,
    remindAfterHours: address && draft.remind ? draft.hours : null,
  };
}

export function fromSettings(settings: NotificationSettings): { email: string; draft: ReminderDraft } {
  return {
    email: settings.email ?? '',
    draft: {
      // A seat without an email has no choice saved yet: typing one offers the default, an email at once.
      notifyAtOnce: settings.email ? settings.notifyAtOnce : true,
      remind: settings.remindAfterHours !== null,
      hours: settings.remindAfterHours ?? DEFAULT_REMIND_HOURS,
    },
  };
}

/** "at once and after 24 hours", "after 2 hours", "never": what a seat will get, for a one-line summary. */
export function summaryOf(settings: NotificationSettings): string {
  if (!settings.email) return 'no emails';
  const parts = [
    ...(settings.notifyAtOnce ? ['at once'] : []),
    ...(settings.remindAfterHours !== null ? [`after ${hoursText(settings.remindAfterHours)} without a move`] : []),
  ];
  return parts.length > 0 ? parts.join(' and ') : 'no emails';
}

export const hoursText = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;
