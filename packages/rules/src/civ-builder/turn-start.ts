/**
 * Turn start (spec §4.1), for each active player in seat order: with stored cards the player must first send
 * `takeStored` (phase start); otherwise, and right after that, each built construct resolves its Passive in
 * construct order and the play phase begins.
 */
import type { Seat } from '../core/engine.ts';
import { cardOf } from './cards.ts';
import { type Ctx, playerIn, say, setPhase } from './context.ts';
import { resolve } from './effects.ts';
import { hasStored, playerOf } from './zones.ts';

/** The Passives of `seat`'s built constructs, then the play phase. */
export function enterPlay(ctx: Ctx, seat: Seat): void {
  const p = playerIn(ctx, seat);
  for (const c of [...p.constructs]) if (c.built) resolve(ctx, seat, cardOf(c.id).effects, c.id);
  setPhase(ctx, seat, 'play');
}

/** Begins the turn of `seats` (one seat, or both seats of a team, ascending). */
export function beginTurn(ctx: Ctx, seats: Seat[]): void {
  const s = ctx.state;
  s.active = seats;
  s.phase = s.players.map(() => null);
  say(ctx, seats.length === 1 ? `Round ${s.round}: @${seats[0]}'s turn.` : `Round ${s.round}: the turn of @${seats[0]} and @${seats[1]}.`);
  for (const seat of seats) {
    if (hasStored(playerOf(s, seat))) setPhase(ctx, seat, 'start');
    else enterPlay(ctx, seat);
  }
}
