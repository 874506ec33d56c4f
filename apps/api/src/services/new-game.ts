/**
 * A new game, written once for every way a game comes to be: created by someone (`PlayService.create`), a rematch
 * (`RematchService`), or a record played elsewhere (`RecordService.importRecord`). Its id, deal, seat links, host link
 * and table (`openTable`: clocks full, first waits begun, their notices due), as the store keeps them.
 */
import type { NewGame, NewJoining, NewShuffle } from '@turnpost/db';
import { type AnyEngine, aloud, type SealedDeal, type Transition } from '@turnpost/rules';
import { type NewSeat, openTable, type Pace, type Table, type Unfilled } from '@turnpost/rules/table';
import { hashToken, hostToken, inviteToken, newGameId, newSeed, seatToken } from '../tokens.ts';
import { newShuffle } from './shuffle.ts';

export interface GameToMake {
  engine: AnyEngine;
  /** Parsed by the engine already. */
  options: unknown;
  seats: readonly NewSeat[];
  pace: Pace | null;
  listed: boolean;
  /** The hash of the address the game was made from (its seats' mails count against it). */
  creator: string | null;
  now: Date;
  /** Some seats are open: whether the lobby lists them, when they are filled, and how. */
  joining?: { lobby: boolean; fillBy: Date; unfilled: Unfilled };
  /** A game played elsewhere: its deal as its record revealed it, and no links (nobody holds its seats here). */
  dealt?: { seed: string; stored: NewShuffle | undefined; sealed: SealedDeal | undefined };
}

export interface MadeGame {
  game: NewGame;
  /** The deal's state and log. */
  start: Transition<unknown>;
  /** Each person's seat token (null for a bot's seat, and for every seat of an imported game). */
  tokens: (string | null)[];
  /** The host link's token (null for an imported game). */
  host: string | null;
  /** The invite link's token, for a game with open seats; else null. */
  invite: string | null;
  /** Its table as it starts. */
  table: Table;
}

export async function makeGame(secret: string, g: GameToMake): Promise<MadeGame> {
  const { engine } = g;
  const id = newGameId();
  const shuffle = g.dealt ?? (await newShuffle(engine));
  const start = engine.setup(g.seats.length, g.options, shuffle.seed, aloud, shuffle.sealed);
  const awaiting = g.dealt ? [] : engine.awaiting(start.state);
  const invite = g.joining && !g.dealt ? await inviteToken(secret, id) : null;
  const joining: NewJoining | undefined =
    g.joining && invite !== null ? { inviteTokenHash: await hashToken(invite), lobby: g.joining.lobby, fillBy: g.joining.fillBy, unfilled: g.joining.unfilled } : undefined;
  const { table, notices } = openTable(g.seats, g.pace, awaiting, g.now, joining ? { open: true, ...g.joining! } : null);
  // an open seat's link is made when someone takes it (at its next generation)
  const tokens = await Promise.all(g.seats.map((s, seat) => (s.bot === null && !s.open && !g.dealt ? seatToken(secret, id, seat, 0) : null)));
  // a seat nobody holds by a link (a bot's, an imported game's) has the hash of a token never given
  const hashes = await Promise.all(tokens.map((t) => hashToken(t ?? `unissued-${newSeed()}`)));
  // an imported game has no host: nobody mends a table that was played elsewhere
  const host = g.dealt ? null : await hostToken(secret, id);
  const game: NewGame = {
    id,
    kind: engine.id,
    rulesVersion: engine.rulesVersion,
    options: g.options,
    seed: shuffle.seed,
    shuffle: shuffle.stored,
    awaiting: table.awaiting,
    listed: g.listed,
    pace: g.pace,
    hostTokenHash: host === null ? null : await hashToken(host),
    creator: g.creator,
    now: g.now,
    seats: table.seats.map((s, seat) => ({
      seat,
      name: s.name,
      email: s.contact.email,
      tokenHash: hashes[seat] as string,
      notifyAtOnce: s.contact.notifyAtOnce,
      remindAfterHours: s.contact.remindAfterHours,
      bot: s.bot,
      clockSeconds: s.clockSeconds,
      awaitingSince: s.awaitingSince,
      open: s.open,
    })),
    notices: notices.queue,
    ...(joining ? { joining } : {}),
  };
  return { game, start, tokens, host, invite, table };
}
