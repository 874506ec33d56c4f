/**
 * One accepted action works on a private copy of the state (`Ctx`): the rules mutate the copy, draw from one RNG
 * cursor and narrate into one log, and `transition` hands back the new state with the RNG written back. The state
 * passed in is never touched, so a refusal leaves it unchanged.
 */
import type { LogEntry, Seat, Transition } from '../core/game.ts';
import { privateTo } from '../core/log.ts';
import { type Result, ok } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { CanonicalAction } from './actions.ts';
import type { CivState, Construct, Player } from './state.ts';

export interface Ctx {
  state: CivState;
  rng: Rng;
  log: LogEntry[];
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

/** A deep copy (`removed` is shared: it never changes after setup). */
export function cloneState(s: CivState): CivState {
  return {
    ...s,
    active: [...s.active],
    phase: [...s.phase],
    decks: { civilian: [...s.decks.civilian], building: [...s.decks.building], hero: [...s.decks.hero], landmark: [...s.decks.landmark] },
    rows: { civilian: [...s.rows.civilian], building: [...s.rows.building], hero: [...s.rows.hero], landmark: [...s.rows.landmark] },
    rowTrash: [...s.rowTrash],
    players: s.players.map(clonePlayer),
  };
}

/** Runs `change` on a copy of `state` and returns the transition, storing `action` as the canonical form. */
export function transition(state: CivState, action: CanonicalAction, change: (ctx: Ctx) => void): Result<Transition<CivState>> {
  const ctx: Ctx = { state: cloneState(state), rng: new Rng(state.rng), log: [] };
  change(ctx);
  ctx.state.rng = ctx.rng.state;
  return ok({ state: ctx.state, log: ctx.log, action });
}

/** A public log line. */
export function say(ctx: Ctx, text: string): void {
  ctx.log.push({ round: ctx.state.round, text });
}

/** A line only these seats see while the game runs. */
export function tell(ctx: Ctx, seats: readonly Seat[], text: string): void {
  ctx.log.push(privateTo(ctx.state.round, text, seats));
}
