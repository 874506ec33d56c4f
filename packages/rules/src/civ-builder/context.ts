/**
 * One accepted action builds the next state (`Ctx`): the rules change it, draw from one RNG cursor and narrate into
 * one log, and `transition` hands back the new state with the RNG written back. The next state shares every part the
 * action does not touch with the state passed in (replays run every action of a game on each request, so copying the
 * whole state each time would dominate): a touched player is copied first (`playerIn`), rows, phases and the row trash
 * are replaced by new lists. The state passed in is never touched, so a refusal leaves it unchanged.
 */
import type { LogEntry, Seat, Transition } from '../core/game.ts';
import { privateTo } from '../core/log.ts';
import { type Result, ok } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { CanonicalAction } from './actions.ts';
import type { CivState, Construct, Player, TurnPhase } from './state.ts';
import { playerOf } from './zones.ts';

export interface Ctx {
  /**
   * The next state: a shallow copy of the state acted on, so its parts (players, rows, phases) are still that
   * state's own. Change a player only through `playerIn`, anything else by putting a new value in its place.
   */
  state: CivState;
  rng: Rng;
  log: LogEntry[];
  /** Seats whose player is already this transition's own copy. */
  copied: Set<Seat>;
}

const cloneConstruct = (c: Construct): Construct => ({ ...c, assigned: [...c.assigned], stored: [...c.stored] });

function clonePlayer(p: Player): Player {
  return {
    hand: [...p.hand],
    deck: [...p.deck],
    discard: [...p.discard],
    trash: [...p.trash],
    play: [...p.play],
    constructs: p.constructs.map(cloneConstruct),
    pools: { ...p.pools },
    stealSources: p.stealSources.map((s) => ({ ...s })),
    trophies: p.trophies,
  };
}

/**
 * Seat's player in the next state, ready to be changed: copied (deeply, it is small) the first time a transition
 * asks for it; the other players stay shared with the state acted on.
 */
export function playerIn(ctx: Ctx, seat: Seat): Player {
  const s = ctx.state;
  if (!ctx.copied.has(seat)) {
    if (ctx.copied.size === 0) s.players = [...s.players];
    s.players[seat] = clonePlayer(playerOf(s, seat));
    ctx.copied.add(seat);
  }
  return playerOf(s, seat);
}

/** A context over a state built from nothing (the deal): all of it is already its own. */
export function freshCtx(state: CivState, rng: Rng): Ctx {
  return { state, rng, log: [], copied: new Set(state.players.map((_, seat) => seat)) };
}

/** Runs `change` on the next state and returns the transition, storing `action` as the canonical form. */
export function transition(state: CivState, action: CanonicalAction, change: (ctx: Ctx) => void): Result<Transition<CivState>> {
  const ctx: Ctx = { state: { ...state }, rng: new Rng(state.rng), log: [], copied: new Set() };
  change(ctx);
  ctx.state.rng = ctx.rng.state;
  return ok({ state: ctx.state, log: ctx.log, action });
}

/** Sets one seat's phase (the phase list is replaced, never changed in place). */
export function setPhase(ctx: Ctx, seat: Seat, phase: TurnPhase): void {
  ctx.state.phase = ctx.state.phase.map((was, s) => (s === seat ? phase : was));
}

/** A public log line. */
export function say(ctx: Ctx, text: string): void {
  ctx.log.push({ round: ctx.state.round, text });
}

/** A line only these seats see while the game runs. */
export function tell(ctx: Ctx, seats: readonly Seat[], text: string): void {
  ctx.log.push(privateTo(ctx.state.round, text, seats));
}
