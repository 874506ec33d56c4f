/**
 * The join page's form model: the free seat picked, the player's name and, if they like, an email for turn emails;
 * why it cannot be sent yet; the claim it becomes; and, for a game that no longer takes players, why, in words.
 */
import type { ClaimRequest, InviteSeat, InviteView } from '$lib/api-types.ts';
import { type ReminderDraft, defaultReminders, hoursProblem, toSettings } from '$lib/reminders.ts';

export interface ClaimDraft {
  seat: number | null;
  name: string;
  email: string;
  reminders: ReminderDraft;
}

export const emptyClaim = (seats: readonly InviteSeat[]): ClaimDraft => ({
  seat: firstFree(seats),
  name: '',
  email: '',
  reminders: defaultReminders(),
});

/** The first open seat, or null when every seat is taken. */
export const firstFree = (seats: readonly InviteSeat[]): number | null => seats.find((s) => s.open)?.seat ?? null;

/**
 * The seat to keep picked once the seats were refreshed: the one picked while it is still free, else the first free
 * one (someone took it meanwhile), else none.
 */
export function repick(picked: number | null, seats: readonly InviteSeat[]): number | null {
  return seats.some((s) => s.open && s.seat === picked) ? picked : firstFree(seats);
}

/** Why the claim cannot be sent as it stands, or null. Names must tell the players apart in the log. */
export function claimProblem(draft: ClaimDraft, seats: readonly InviteSeat[]): string | null {
  if (draft.seat === null || !seats.some((s) => s.open && s.seat === draft.seat)) return 'Pick a free seat.';
  const name = draft.name.trim();
  if (!name) return 'Type your name: it is how the others see you at the table.';
  const twin = seats.find((s) => !s.open && s.name.trim().toLowerCase() === name.toLowerCase());
  if (twin) return `Someone at this table is already called ${twin.name}: pick another name, so everyone can tell you apart.`;
  return draft.email.trim() ? hoursProblem(draft.reminders) : null;
}

/** The claim as the API takes it: the email's settings only with an email. Call once `claimProblem` is null. */
export function toClaim(draft: ClaimDraft & { seat: number }): ClaimRequest {
  const base = { seat: draft.seat, name: draft.name.trim() };
  const settings = toSettings(draft.email, draft.reminders);
  if (settings.email === null) return base;
  return { ...base, email: settings.email, notifyAtOnce: settings.notifyAtOnce, remindAfterHours: settings.remindAfterHours };
}

/** Why a game no longer takes players, in a heading and a sentence; null while it does. */
export function closedReason(invite: Pick<InviteView, 'status' | 'joining'>): { title: string; text: string } | null {
  switch (invite.status) {
    case 'open':
      if (invite.joining?.open !== false) return null;
      return { title: 'This invite is closed', text: 'Its host closed the invite link: the game takes no new players.' };
    case 'active':
      return { title: 'This game has started', text: 'Every seat is taken, so it takes no new players. You can still watch it.' };
    case 'finished':
      return { title: 'This game is over', text: 'It was played to its end: you can see how it finished.' };
    case 'abandoned':
      return { title: 'This game did not go on', text: 'It was cancelled or ended by its host: it takes no players.' };
    default: {
      const never: never = invite.status;
      return never;
    }
  }
}
