import type { Outcome } from '@turnpost/rules';
import { z } from 'zod';

/**
 * A game's outcome as stored (`games.outcome`, jsonb: `unknown` to the database layer), read back as the rules'
 * `Outcome` so the answers that carry it are typed end to end (the web client's types come from them). Only the
 * game service writes it, from `game.outcome(state)`; a row that somehow holds something else reads as no outcome
 * rather than as a shape the clients cannot draw. Loose objects: a game's extra fields pass through untouched.
 */
const seatResult = z.looseObject({
  seat: z.number().int(),
  score: z.number(),
  place: z.number().int(),
  key: z.array(z.number()),
  details: z.unknown().optional(),
});

const outcome: z.ZodType<Outcome> = z.looseObject({
  seats: z.array(seatResult),
  winners: z.array(z.number().int()),
  keyNames: z.array(z.string()),
  decidedBy: z.string().nullable(),
});

export function storedOutcome(value: unknown): Outcome | null {
  if (value === null || value === undefined) return null;
  const parsed = outcome.safeParse(value);
  return parsed.success ? parsed.data : null;
}
