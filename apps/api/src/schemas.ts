import { BOT_LEVELS, chatTextProblem, UNFILLED } from '@turnpost/rules/table';
import { z } from 'zod';
import { PACE_IDS } from './services/paces.ts';

/** A bot's level, one of the table's (`BOT_LEVELS`). */
const level = z.enum(BOT_LEVELS, { error: `A bot plays at ${BOT_LEVELS.slice(0, -1).join(', ')} or ${BOT_LEVELS.at(-1)}.` });

const name = z.string().trim().min(1, 'A seat needs a name.').max(40, 'Names are at most 40 characters.');

const email = z.email('That email address does not look right.').max(254);

/**
 * A person (`{name, email?}`), a bot (`{bot: 'easy' | 'medium' | 'hard', name?}`: no link, no email), or an open seat
 * (`{open: true}`: whoever takes it through the invite link or the lobby names themselves).
 */
export const newSeat = z
  .object({
    open: z.literal(true, { error: 'A seat is open with "open": true.' }).optional(),
    name: name.optional(),
    email: z.email('That email address does not look right.').max(254).optional(),
    notifyAtOnce: z.boolean().optional(),
    remindAfterHours: z.number().int().min(1).max(24 * 14).nullable().optional(),
    bot: level.optional(),
  })
  .superRefine((seat, ctx) => {
    if (seat.open) {
      if (seat.name !== undefined || seat.email !== undefined || seat.bot !== undefined)
        ctx.addIssue({ code: 'custom', path: ['open'], message: 'An open seat has no name, email or bot yet: whoever takes it gives their own.' });
      return;
    }
    if (seat.bot === undefined && seat.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'A seat needs a name.' });
    if (seat.bot !== undefined && seat.email !== undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'A bot seat has no email: bots are never sent mail.' });
  });

export const createGame = z.object({
  game: z.string().min(1).max(60),
  seats: z
    .array(newSeat)
    .min(1)
    .max(12)
    .refine((seats) => seats.some((s) => s.bot === undefined), 'A game needs at least one person: every seat here is a bot.'),
  options: z.record(z.string(), z.unknown()).optional(),
  /** Whether the game appears in the public list of games (default: not). */
  listed: z.boolean().optional(),
  /** The game's pace (GET /api/catalogue lists them); `none`, the default: no clocks. */
  pace: z.enum(PACE_IDS, { error: `A pace is one of ${PACE_IDS.join(', ')}.` }).optional(),
  /** A game with open seats: whether the lobby lists them, how long they wait, and what then (bots, or cancel). */
  openSeats: z
    .object({
      lobby: z.boolean().optional(),
      waitHours: z.number().int().min(1, 'Open seats wait at least an hour.').max(24 * 14, 'Open seats wait at most 14 days.').optional(),
      unfilled: z.enum(UNFILLED, { error: 'Seats nobody took are filled by "bots" or the game is "cancel"led.' }).optional(),
    })
    .optional(),
});

/** Someone takes an open seat: its number, their name, and an email for turn notices if they like. */
export const claimSeat = z.object({
  seat: z.number().int().min(0).max(11),
  name,
  email: email.optional(),
  notifyAtOnce: z.boolean().optional(),
  remindAfterHours: z.number().int().min(1).max(24 * 14).nullable().optional(),
});

/** A person leaves their seat to a bot of this level. */
export const leaveSeat = z.object({ level });

/** The host starts a game still waiting for players, bots of this level in its open seats. */
export const startWithBots = z.object({ level });

/** `GET /api/lobby?game=&pace=`: the open seats listed, by game and pace (a preset's id, or `none`). */
export const lobbyQuery = z.object({
  game: z.string().max(60).optional(),
  pace: z.union([z.enum(PACE_IDS), z.literal('none')]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A code that carries a seat to this device (from `/carry#<code>`). */
export const carryCode = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That link is not a whole carry link.') });

/** A host hands a seat to a new person (a new link) or to a bot. */
export const handSeat = z.discriminatedUnion(
  'holder',
  [
    z.object({ holder: z.literal('person'), name, email: z.email('That email address does not look right.').max(254).optional() }),
    z.object({ holder: z.literal('bot'), level, name: name.optional() }),
  ],
  { error: 'Hand the seat to a person ({holder: "person", name}) or a bot ({holder: "bot", level}).' },
);

/** A host connects the game to a group chat's incoming webhook (null: disconnects it). */
export const setWebhook = z.object({ url: z.string().trim().max(500, 'A webhook address is at most 500 characters.').nullable() });

/** A host changes the game's pace (`none`: no clocks). */
export const changePace = z.object({ pace: z.enum(PACE_IDS, { error: `A pace is one of ${PACE_IDS.join(', ')}.` }) });

export const submitAction = z.object({
  expectedVersion: z.number().int().min(0),
  action: z.record(z.string(), z.unknown()).refine((a) => typeof a.type === 'string', 'The action needs a type.'),
  idempotencyKey: z.string().min(1).max(128),
});

export const listGames = z.object({
  status: z.enum(['open', 'active', 'finished', 'abandoned']).optional(),
  game: z.string().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const notificationSettings = z.object({
  email: z.email('That email address does not look right.').max(254).nullable(),
  notifyAtOnce: z.boolean(),
  remindAfterHours: z.number().int().min(1).max(24 * 14).nullable(),
});

/** Whose eyes a replay is seen through: a seat number or `spectator`. */
const seen = z.union([z.literal('spectator'), z.coerce.number().int().min(0).max(11)]);

/** `?seat=N` or `?seat=spectator` on a replay step; absent = the requester's own seat. */
export const perspective = z.object({ seat: seen.optional() });

/** A game record's query: `?download=1` answers it as a file to save. */
export const recordQuery = z.object({ download: z.enum(['1']).optional() });

/** `?logSince=V`: the version whose log lines the client already holds (−1: none, from the start). */
export const logSince = z.object({
  logSince: z.coerce.number().int().min(-1).optional(),
});

/** A view's query: `logSince`, and `chatSince`, the last chat message the table holds. */
export const viewQuery = logSince.extend({
  chatSince: z.coerce.number().int().min(0).optional(),
});

/** A message at the table: plain text, 1 to `CHAT_LIMITS.characters` characters once trimmed, as people count them. */
export const chatPost = z.object({
  text: z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const problem = chatTextProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** `?after=ID`: the messages after this one. */
export const chatAfter = z.object({ after: z.coerce.number().int().min(0).default(0) });

/**
 * `?before=S&limit=L`: older log lines, of events before S; with `&seat=N|spectator`, as that perspective saw them
 * while the game was played (a replay's moves), else as the requester may read them now.
 */
export const logPage = z.object({
  before: z.coerce.number().int().min(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  seat: seen.optional(),
});
