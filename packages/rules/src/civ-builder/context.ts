/**
 * One accepted action builds the next state (`Ctx`): the rules change it, draw from one RNG cursor and narrate into
 * one log, and `transition` hands back the new state with the RNG written back. The next state shares every part the
 * action does not touch with the state passed in (replays run every action of a game on each request, so copying the
 * whole state each time would dominate): a touched player or construct is copied first (`playerIn`, `constructIn`);
 * rows and their decks, phases, the row trash, a player's deck and trash pile and a steal source are replaced, never
 * changed in place. The state passed in is never touched, so a refusal leaves it unchanged (sharing.test.ts freezes
 * every state of whole games to hold this).
 */
import type { LogEntry, Seat, Transition } from '../core/engine.ts';
import { privateTo, publicEntry } from '../core/log.ts';
import { type Result, ok } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { CanonicalAction } from './actions.ts';
import type { CardId } from './cards.ts';
import type { CivState, Construct, Player, TurnPhase } from './state.ts';
import { playerOf } from './zones.ts';

export interface Ctx {
  /**
   * The next state: a shallow copy of the state acted on, so its parts are still that state's own. Change a player
   * only through `playerIn`, a construct only through `constructIn`, anything else by putting a new value in its
   * place.
   */
  state: CivState;
  rng: Rng;
  log: LogEntry[];
  /** The players (by seat) and constructs this transition copied: these it may change in place. */
  copies: { players: (Player | undefined)[]; constructs: Construct[] };
}

/**
 * A player's copy whose hand, discard pile, play zone, construct and steal source lists are its own (the constructs
 * and steal sources in them are still shared). The deck and the trash pile are shared too: the rules replace them,
 * never change them in place.
 */
const copyPlayer = (p: Player): Player => ({
  hand: [...p.hand],
  deck: p.deck,
  discard: [...p.discard],
  trash: p.trash,
  play: [...p.play],
  constructs: [...p.constructs],
  pools: { ...p.pools },
  stealSources: [...p.stealSources],
  trophies: p.trophies,
  known: p.known,
});

const copyConstruct = (c: Construct): Construct => ({
  id: c.id,
  built: c.built,
  assigned: [...c.assigned],
  bonus: c.bonus,
  stored: [...c.stored],
});

/**
 * Seat's player in the next state, ready to be changed: copied the first time a transition asks for it (the other
 * players stay shared). Its constructs are still shared: change one through `constructIn`; a steal source, the deck
 * and the trash pile are replaced, never changed.
 */
export function playerIn(ctx: Ctx, seat: Seat): Player {
  const own = ctx.copies.players[seat];
  if (own) return own;
  const copy = copyPlayer(playerOf(ctx.state, seat));
  ctx.state.players[seat] = copy;
  ctx.copies.players[seat] = copy;
  return copy;
}

/** Seat's construct `id` in the next state, ready to be changed (copied on first use), or undefined if it has none. */
export function constructIn(ctx: Ctx, seat: Seat, id: CardId): Construct | undefined {
  const p = playerIn(ctx, seat);
  const i = p.constructs.findIndex((c) => c.id === id);
  const c = p.constructs[i];
  if (!c || ctx.copies.constructs.includes(c)) return c;
  const copy = copyConstruct(c);
  p.constructs[i] = copy;
  ctx.copies.constructs.push(copy);
  return copy;
}

/** A context over a state built from nothing (the deal): its players are already its own. */
export function freshCtx(state: CivState, rng: Rng): Ctx {
  return { state, rng, log: [], copies: { players: [...state.players], constructs: [] } };
}

/**
 * A copy of the state's top level, field by field (every next state then has one shape, which keeps this cheap), and
 * of the players list (its players are still shared).
 */
const shallowCopy = (s: CivState): CivState => ({
  seats: s.seats,
  teams: s.teams,
  round: s.round,
  turn: s.turn,
  firstSeat: s.firstSeat,
  active: s.active,
  phase: s.phase,
  endTriggered: s.endTriggered,
  over: s.over,
  decks: s.decks,
  rows: s.rows,
  rowTrash: s.rowTrash,
  removed: s.removed,
  players: [...s.players],
  result: s.result,
  rng: s.rng,
});

/** Runs `change` on the next state and returns the transition, storing `action` as the canonical form. */
export function transition(state: CivState, action: CanonicalAction, change: (ctx: Ctx) => void): Result<Transition<CivState>> {
  const ctx: Ctx = { state: shallowCopy(state), rng: new Rng(state.rng), log: [], copies: { players: [], constructs: [] } };
  change(ctx);
  ctx.state.rng = ctx.rng.state;
  return ok({ state: ctx.state, log: ctx.log, action });
}

/** Sets one seat's phase (the phase list is replaced, never changed in place). */
export function setPhase(ctx: Ctx, seat: Seat, phase: TurnPhase): void {
  ctx.state.phase = ctx.state.phase.map((was, s) => (s === seat ? phase : was));
}

/** A public log line (none while a fold keeps only the state). */
export function say(ctx: Ctx, text: string): void {
  ctx.log.push(publicEntry(ctx.state.round, text));
}

/** A line only these seats see while the game runs. */
export function tell(ctx: Ctx, seats: readonly Seat[], text: string): void {
  ctx.log.push(privateTo(ctx.state.round, text, seats));
}
