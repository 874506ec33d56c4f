/** The home page's form model: defaults from a game's catalogue entry, and the request it becomes. */
import type { CatalogueGame, CreateGameRequest, NewSeat, OpenSeatsRequest, OptionSpec, Unfilled } from '$lib/api-types.ts';
import { type ReminderDraft, defaultReminders, hoursProblem, toSettings } from '$lib/reminders.ts';

/**
 * Who holds a seat: a person (with a private link), a friend yet to come (an open seat, taken through the game's one
 * invite link, its player naming themselves), or a bot of a level (the server moves for it).
 */
export type Holder = 'person' | 'open' | CatalogueGame['botLevels'][number];

export interface SeatDraft {
  holder: Holder;
  name: string;
  email: string;
  reminders: ReminderDraft;
}

export const emptySeat = (): SeatDraft => ({ holder: 'person', name: '', email: '', reminders: defaultReminders() });

/** Seats played by people: those named now, and the open ones whoever takes them names (the API counts them so too). */
const byPeople = (s: SeatDraft): boolean => s.holder === 'person' || s.holder === 'open';

/** How a holder is offered in the seat's "Who plays" list. */
export function holderLabel(holder: Holder): string {
  if (holder === 'person') return 'A person';
  return holder === 'open' ? 'A friend (open seat)' : `Bot, ${holder}`;
}

/** A game with open seats: whether the lobby lists them, how long they wait for players, and what then. */
export interface OpenSeatsDraft {
  lobby: boolean;
  waitHours: number;
  unfilled: Unfilled;
}

/** How long open seats may wait, as the form offers it (the API takes 1 to 336 hours; 3 days is its default). */
export const WAIT_CHOICES: readonly { hours: number; label: string }[] = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
];

export const defaultOpenSeats = (): OpenSeatsDraft => ({ lobby: false, waitHours: 72, unfilled: 'bots' });

/** Whether any seat is left for a friend to take: the form then asks about open seats. */
export const hasOpenSeats = (seats: readonly SeatDraft[]): boolean => seats.some((s) => s.holder === 'open');

export type OptionValues = Record<string, boolean | string>;

export function defaultOptions(specs: readonly OptionSpec[]): OptionValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.default]));
}

export function clampSeats(game: CatalogueGame, count: number): number {
  return Math.min(game.seats.max, Math.max(game.seats.min, Math.round(count)));
}

/**
 * Empty names become "Player N" so a quick game needs no typing (a bot's, its own made-up name); email settings are
 * sent only with a person's email. An open seat is sent bare (whoever takes it names themselves), and the open seats'
 * settings only with one.
 */
export function toRequest(
  game: CatalogueGame,
  seats: readonly SeatDraft[],
  options: OptionValues,
  {
    listed = false,
    pace = 'none',
    openSeats = defaultOpenSeats(),
  }: { listed?: boolean; pace?: string; openSeats?: OpenSeatsDraft } = {},
): CreateGameRequest {
  const paced = pace !== 'none' && canPace(seats) ? { pace: pace as NonNullable<CreateGameRequest['pace']> } : {};
  const open: { openSeats?: OpenSeatsRequest } = hasOpenSeats(seats) ? { openSeats: { ...openSeats } } : {};
  return {
    game: game.id,
    listed,
    ...paced,
    ...open,
    seats: seats.map((s, i): NewSeat => {
      if (s.holder === 'open') return { open: true };
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
    // a bot without a name gets one of its own, different from every other; an open seat's player names themselves
    if (s.holder === 'open' || (s.holder !== 'person' && !s.name.trim())) return;
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

/** A pace keeps people from waiting on each other: it needs two people at the table (an open seat's player counts). */
export function canPace(seats: readonly SeatDraft[]): boolean {
  return seats.filter(byPeople).length >= 2;
}

/** Why the table cannot start as drafted (every seat a bot), or null. */
export function peopleProblem(seats: readonly SeatDraft[]): string | null {
  return seats.some(byPeople) ? null : 'At least one seat must be a person or a friend: bots play only with people.';
}
