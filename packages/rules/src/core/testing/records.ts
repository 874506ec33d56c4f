/**
 * Test support: the public record of a random game, made as the server makes one (a seed and a salt, the commitment,
 * a sealed seed for a kind with a sealed part, the events as a record shows them, the outcome), from the rules alone.
 */
import type { AnyEngine } from '../engine.ts';
import { randomPlayout } from '../playout.ts';
import { COMMITMENT_SCHEME, type GameRecord, RECORD_FORMAT, commitmentTo } from '../record.ts';

export interface PlayedRecordOptions {
  seats: number;
  seed: string;
  options?: unknown;
  /** How often a seat replaces a secret choice it may still change (core/playout.ts). */
  resubmitRate?: number;
}

export async function playedRecord(engine: AnyEngine, o: PlayedRecordOptions): Promise<GameRecord> {
  const salt = `salt:${o.seed}`;
  const sealedSeed = `sealed:${o.seed}`;
  const played = randomPlayout(engine, {
    seats: o.seats,
    seed: o.seed,
    options: o.options,
    resubmitRate: o.resubmitRate,
    sealed: engine.sealed ? { seed: sealedSeed } : undefined,
  });
  if (!played.finished) throw new Error(`${engine.id}: the game did not end`);
  const events = engine.sealed ? engine.sealed.redact(played.events) : played.events;
  // one fixed time for every move: a record's times are told, not checked
  const at = '2026-11-01T10:00:00.000Z';
  return {
    format: RECORD_FORMAT,
    game: {
      id: `test-${o.seed}`,
      kind: engine.id,
      title: engine.title,
      rulesVersion: engine.rulesVersion,
      options: o.options ?? {},
      status: 'finished',
      createdAt: at,
      endedAt: at,
    },
    seats: Array.from({ length: o.seats }, (_, seat) => ({ seat, name: `P${seat}`, bot: null })),
    shuffle: {
      seed: o.seed,
      salt,
      commitment: await commitmentTo(o.seed, salt),
      scheme: COMMITMENT_SCHEME,
      sealed: engine.sealed
        ? { what: engine.sealed.what, commitment: await commitmentTo(sealedSeed, salt), revealed: engine.sealed.revealed(played.state) }
        : null,
    },
    events: events.map((e, i) => ({ seq: i + 1, seat: e.seat, action: e.action, at, by: null })),
    outcome: engine.outcome(played.state),
    notes: [],
  };
}
