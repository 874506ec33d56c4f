/** The home page's form model: defaults from a game's catalogue entry, and the request it becomes. */
import type { CatalogueGame, CreateGameRequest, NewSeat, OptionSpec } from '$lib/api-types.ts';
import { type ReminderDraft, defaultReminders, hoursProblem, toSettings } from '$lib/reminders.ts';

/** Who holds a seat: a person (with a private link), or a bot of a level (the server moves for it). */
export type Holder = 'person' | CatalogueGame['botLevels'][number];

export interface SeatDraft {
  holder: Holder;
  name: string;
  email: string;
  reminders: ReminderDraft;
}

export const emptySeat = (): SeatDraft => ({ holder: 'person', name: '', email: '', reminders: defaultReminders() });

/** How a holder is offered in the seat's "Who plays" list. */
export const holderLabel = (holder: Holder): string => (holder === 'person' ? 'A person' : `Bot, ${holder}`);

export type OptionValues = Record<string, boolean | string>;

export function defaultOptions(specs: readonly OptionSpec[]): OptionValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.default]));
}

export function clampSeats(game: CatalogueGame, count: number): number {
  return Math.min(game.seats.max, Math.max(game.seats.min, Math.round(count)));
}

/**
 * Empty names become "Player N" so a quick game needs no typing (a bot's, its own made-up name); email settings are
 * sent only with a person's email.
 */
export function toRequest(
  game: CatalogueGame,
  seats: readonly SeatDraft[],
  options: OptionValues,
  { listed = false, pace = 'none' }: { listed?: boolean; pace?: string } = {},
): CreateGameRequest {
  const paced = pace !== 'none' && canPace(seats) ? { pace: pace as NonNullable<CreateGameRequest['pace']> } : {};
  return {
    game: game.id,
    listed,
    ...paced,
    seats: seats.map((s, i): NewSeat => {
      if (s.holder !== 'person') return s.name.trim() ? { bot: s.holder, name: s.name.trim() } : { bot: s.holder };
      const name = s.name.trim() || `Player ${i + 1}`;
      const settings = toSettings(s.email, s.reminders);
      if (settings.email === null) return { name };
      return { name, email: settings.email, notifyAtOnce: settings.notifyAtOnce, remindAfterHours: settings.remindAfterHours };
    }),
    options: Object.fromEntries(game.options.map((spec) => [spec.name, options[spec.name] ?? spec.default])),
  };
}

/** Names must tell the players apart in the log. */
export function duplicateNames(seats: readonly SeatDraft[]): string[] {
  const seen = new Map<string, number>();
  seats.forEach((s, i) => {
    // a bot without a name gets one of its own, different from every other
    if (s.holder !== 'person' && !s.name.trim()) return;
    const key = (s.name.trim() || `Player ${i + 1}`).toLowerCase();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  return [...seen].filter(([, n]) => n > 1).map(([name]) => name);
}

/** The first seat whose reminder delay cannot be sent, as "Seat 2: …"; null when all can. */
export function reminderProblem(seats: readonly SeatDraft[]): string | null {
  for (const [i, s] of seats.entries()) {
    const problem = s.holder === 'person' && s.email.trim() ? hoursProblem(s.reminders) : null;
    if (problem) return `Seat ${i + 1}: ${problem}`;
  }
  return null;
}

/** A pace keeps people from waiting on each other: it needs two people at the table. */
export function canPace(seats: readonly SeatDraft[]): boolean {
  return seats.filter((s) => s.holder === 'person').length >= 2;
}

/** Why the table cannot start as drafted (every seat a bot), or null. */
export function peopleProblem(seats: readonly SeatDraft[]): string | null {
  return seats.some((s) => s.holder === 'person') ? null : 'At least one seat must be a person: bots play only with people.';
}
