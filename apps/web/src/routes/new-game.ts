/** The home page's form model: defaults from a game's catalogue entry, and the request it becomes. */
import type { CatalogueGame, CreateGameRequest, OptionSpec } from '$lib/api-types.ts';

export interface SeatDraft {
  name: string;
  email: string;
}

export type OptionValues = Record<string, boolean | string>;

export function defaultOptions(specs: readonly OptionSpec[]): OptionValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.default]));
}

export function clampSeats(game: CatalogueGame, count: number): number {
  return Math.min(game.seats.max, Math.max(game.seats.min, Math.round(count)));
}

/** Empty names become "Player N" so a quick game needs no typing; emails are sent only when given. */
export function toRequest(game: CatalogueGame, seats: readonly SeatDraft[], options: OptionValues): CreateGameRequest {
  return {
    game: game.id,
    seats: seats.map((s, i) => {
      const name = s.name.trim() || `Player ${i + 1}`;
      const email = s.email.trim();
      return email ? { name, email } : { name };
    }),
    options: Object.fromEntries(game.options.map((spec) => [spec.name, options[spec.name] ?? spec.default])),
  };
}

/** Names must tell the players apart in the log. */
export function duplicateNames(seats: readonly SeatDraft[]): string[] {
  const seen = new Map<string, number>();
  seats.forEach((s, i) => {
    const key = (s.name.trim() || `Player ${i + 1}`).toLowerCase();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  return [...seen].filter(([, n]) => n > 1).map(([name]) => name);
}
