/**
 * Bench support: reproducible bot decisions to time, for every kind at its smallest and largest seat count (and each
 * table option set the engine lists as a boolean, e.g. Civ Builder's teams): states that random games reach along
 * their length, the awaited seat's view and legal actions, as the server would hand them to a bot.
 */
import type { Level } from '@turnpost/bots';
import { type AnyEngine, engineFor, engines, randomPlayout } from '@turnpost/rules';
import type { Thought } from '../src/bots/thinking.ts';

export interface BotTable {
  kind: string;
  seats: number;
  options: Record<string, unknown>;
}

export function botTables(): BotTable[] {
  return engines.flatMap((e) => {
    const plain = [...new Set([e.seats.min, e.seats.max])].map((seats) => ({ kind: e.id, seats, options: {} }));
    const flags = e.options
      .filter((o) => o.kind === 'boolean' && e.parseOptions({ [o.name]: true }, e.seats.max).ok)
      .map((o) => ({ kind: e.id, seats: e.seats.max, options: { [o.name]: true } }));
    return [...plain, ...flags];
  });
}

/** The `index`-th of `count` decisions of a table: a state `index + 1` parts of `count + 1` into a random game. */
export function thoughtAt(table: BotTable, level: Level, index: number, count: number): Thought | null {
  const engine = engineFor(table.kind) as AnyEngine;
  const seed = `bot-cpu:${table.kind}:${table.seats}:${index}`;
  const setup = { seats: table.seats, options: table.options, seed };
  const whole = randomPlayout<unknown>(engine, setup).events.length;
  const at = randomPlayout<unknown>(engine, { ...setup, maxActions: Math.floor((whole * (index + 1)) / (count + 1)) }).state;
  const seat = engine.awaiting(at)[0];
  if (seat === undefined) return null;
  const legalActions = engine.legalActions(at, seat);
  if (legalActions.length < 2) return null;
  return {
    kind: table.kind,
    rulesVersion: engine.rulesVersion,
    seat,
    seats: table.seats,
    view: engine.view(at, seat),
    legalActions,
    level,
    seed,
  };
}
