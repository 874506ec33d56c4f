/**
 * Golden games: complete recorded games committed as fixtures and replayed by the conformance suite. A change of
 * the rules that alters any of them (an event refused, who is awaited after an event, the outcome) must bump the
 * game's `rulesVersion` and keep the old engine for the games started on it (docs/game-contract.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEngine, Outcome } from '../engine.ts';
import { randomPlayout } from '../playout.ts';
import type { ActionEvent } from '../replay.ts';

export interface GoldenGame {
  game: string;
  rulesVersion: number;
  seats: number;
  options: unknown;
  seed: string;
  events: ActionEvent[];
  /** The seats awaited after each event (the flow of the game). */
  awaiting: number[][];
  outcome: Outcome;
}

/** Plays a random complete game and records it. */
export function recordGolden(engine: AnyEngine, table: { seats: number; options?: unknown; seed: string }): GoldenGame {
  const options = table.options ?? {};
  const awaiting: number[][] = [];
  const played = randomPlayout(engine, {
    seats: table.seats,
    options,
    seed: table.seed,
    resubmitRate: 0.1,
    onStep: (state) => awaiting.push(engine.awaiting(state)),
  });
  if (!played.finished) throw new Error(`${engine.id}: the golden game ${table.seed} did not finish`);
  const outcome = engine.outcome(played.state);
  if (!outcome) throw new Error(`${engine.id}: no outcome after the golden game ${table.seed}`);
  // the stored options are the parsed ones (defaults filled), as the API stores them
  const parsed = engine.parseOptions(options, table.seats);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return {
    game: engine.id,
    rulesVersion: engine.rulesVersion,
    seats: table.seats,
    options: parsed.value,
    seed: table.seed,
    events: played.events,
    awaiting,
    outcome,
  };
}

/** Every `*.json` golden game in a folder. */
export function loadGolden(folder: string): GoldenGame[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as GoldenGame);
}
