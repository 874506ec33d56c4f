/**
 * A game's public record (docs/fair-play.md): everything needed to replay a game that is over, from its revealed
 * seed and its events, and nothing secret about the platform (no links, no emails). At a game's creation the server
 * publishes a commitment to the seed (`commitmentTo`); the record reveals the seed and the salt, so anyone can check
 * that the shuffle was fixed before the first move, and replay the game to its outcome (core/verify.ts).
 */
import { z } from 'zod';
import type { Outcome } from './engine.ts';
import { BOT_LEVELS, WHOLE_TABLE } from '../table/table.ts';

export const RECORD_FORMAT = 'turnpost-record/1';

/** How a commitment is made, as the record says it. */
export const COMMITMENT_SCHEME = 'SHA-256 of the UTF-8 text "turnpost-commit/1|" + salt + "|" + seed, in hex';

/** The commitment to `seed` with `salt` (COMMITMENT_SCHEME), by WebCrypto: the same in Node, workerd and a browser. */
export async function commitmentTo(seed: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`turnpost-commit/1|${salt}|${seed}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 digest in lowercase hex');
const time = z.iso.datetime({ offset: true });

const outcomeSchema = z.object({
  seats: z
    .array(
      z.object({
        seat: z.number().int().min(0),
        score: z.number(),
        place: z.number().int().min(1),
        key: z.array(z.number()),
        details: z.unknown().optional(),
      }),
    )
    .min(1),
  winners: z.array(z.number().int().min(0)),
  keyNames: z.array(z.string()),
  decidedBy: z.string().nullable(),
});

/** A record as anyone may hand one in (a file, an import): checked field by field before anything replays it. */
export const gameRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  game: z.object({
    /** The game's id where it was played. */
    id: z.string().min(1).max(64),
    kind: z.string().min(1).max(64),
    title: z.string().max(200),
    rulesVersion: z.number().int().min(1),
    options: z.unknown(),
    status: z.enum(['finished', 'abandoned']),
    createdAt: time,
    endedAt: time.nullable(),
  }),
  seats: z
    .array(
      z.object({
        seat: z.number().int().min(0),
        name: z.string().min(1).max(100),
        bot: z.enum(BOT_LEVELS).nullable(),
      }),
    )
    .min(1)
    .max(12),
  shuffle: z.object({
    seed: z.string().min(1).max(200),
    /** Null with `commitment` for a game made before commitments (nothing was published in advance). */
    salt: z.string().min(1).max(200).nullable(),
    commitment: hex64.nullable(),
    scheme: z.string(),
    /** The part of the deal the rules keep hidden forever: never revealed, only what the game showed of it. */
    sealed: z
      .object({ what: z.string(), commitment: hex64.nullable(), revealed: z.unknown() })
      .nullable(),
  }),
  events: z
    .array(
      z.object({
        seq: z.number().int().min(1),
        /** The seat that moved, or the seat a table event concerns (-1: the whole table). */
        seat: z.number().int().min(WHOLE_TABLE),
        action: z.unknown(),
        at: time,
        /** Who made it when not the seat's holder: a bot, the autopilot, the host. */
        by: z.enum(['bot', 'autopilot', 'host']).nullable(),
      }),
    )
    .max(20_000),
  outcome: outcomeSchema.nullable(),
  /** What the record tells differently from the game's own events, and why (e.g. replaced setup choices). */
  notes: z.array(z.string()),
});

export type GameRecord = z.infer<typeof gameRecordSchema> & { outcome: Outcome | null };
