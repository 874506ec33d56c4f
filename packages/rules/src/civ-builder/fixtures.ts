/**
 * Test support: states built from a few words, for the spec's worked examples and the refusals. `deal()` hands out
 * fresh ids of a type (`deal.one('trader')`); `table({...})` lays out a state from those ids and sends every card
 * not placed to `removed`, so card conservation holds in every fixture. Not part of the game.
 */
import { randomPlayout } from '../core/playout.ts';
import { acted, refusalOf } from '../core/testing/spec.ts';
import type { Seat } from '../core/engine.ts';
import { Rng, type RngState } from '../core/rng.ts';
import { CARD_COUNT, type CardId, type CardTypeId, idsOf } from './cards.ts';
import { civBuilder } from './index.ts';
import type { CivState, Construct, Player, Pools, Row, StealSource, TurnPhase } from './state.ts';

/** Hands out unused ids by type. */
export function dealer() {
  const used = new Set<CardId>();
  const one = (type: CardTypeId): CardId => {
    const id = idsOf(type).find((i) => !used.has(i));
    if (id === undefined) throw new Error(`no ${type} left`);
    used.add(id);
    return id;
  };
  const many = <T extends CardTypeId[]>(...types: T): { [K in keyof T]: CardId } => types.map(one) as { [K in keyof T]: CardId };
  return { one, many, used };
}

export interface ConstructSpec {
  id: CardId;
  built?: boolean;
  assigned?: CardId[];
  bonus?: number;
  stored?: CardId[];
}

export interface PlayerSpec {
  hand?: CardId[];
  deck?: CardId[];
  discard?: CardId[];
  trash?: CardId[];
  play?: CardId[];
  constructs?: ConstructSpec[];
  pools?: Partial<Pools>;
  stealSources?: StealSource[];
  trophies?: number;
}

export interface TableSpec {
  players: PlayerSpec[];
  teams?: boolean;
  active?: Seat[];
  phase?: TurnPhase;
  round?: number;
  turn?: number;
  firstSeat?: Seat;
  endTriggered?: boolean;
  rows?: Partial<Record<Row, CardId[]>>;
  decks?: Partial<Record<Row, CardId[]>>;
  rowTrash?: CardId[];
  rng?: RngState;
}

const construct = (c: ConstructSpec): Construct => ({
  id: c.id,
  built: c.built ?? false,
  assigned: c.assigned ?? [],
  bonus: c.bonus ?? 0,
  stored: c.stored ?? [],
});

/** A play-phase state: seat 0 active unless told otherwise. */
export function table(spec: TableSpec): CivState {
  const seats = spec.players.length;
  const active = spec.active ?? [0];
  const players: Player[] = spec.players.map((p) => ({
    hand: p.hand ?? [],
    deck: p.deck ?? [],
    discard: p.discard ?? [],
    trash: p.trash ?? [],
    play: p.play ?? [],
    constructs: (p.constructs ?? []).map(construct),
    pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0, ...p.pools },
    stealSources: p.stealSources ?? [],
    trophies: p.trophies ?? 0,
  }));
  const rows: Record<Row, CardId[]> = { civilian: [], building: [], hero: [], landmark: [], ...spec.rows };
  const decks: Record<Row, CardId[]> = { civilian: [], building: [], hero: [], landmark: [], ...spec.decks };
  const placed = new Set<CardId>([
    ...Object.values(rows).flat(),
    ...Object.values(decks).flat(),
    ...(spec.rowTrash ?? []),
    ...players.flatMap((p) => [...p.hand, ...p.deck, ...p.discard, ...p.trash, ...p.play, ...p.constructs.flatMap((c) => [c.id, ...c.assigned, ...c.stored])]),
  ]);
  // a landmark left in its row, so that the end check (b) does not fire unless the fixture wants it
  if (!spec.rows?.landmark) {
    const spare = idsOf('grand-bazaar').concat(idsOf('citadel')).find((id) => !placed.has(id));
    if (spare !== undefined) {
      rows.landmark = [spare];
      placed.add(spare);
    }
  }
  return {
    seats,
    teams: spec.teams ?? false,
    round: spec.round ?? 1,
    turn: spec.turn ?? 0,
    firstSeat: spec.firstSeat ?? 0,
    active,
    phase: players.map((_, s) => (active.includes(s) ? (spec.phase ?? 'play') : null)),
    endTriggered: spec.endTriggered ?? false,
    over: false,
    decks,
    rows,
    rowTrash: spec.rowTrash ?? [],
    removed: Array.from({ length: CARD_COUNT }, (_, id) => id).filter((id) => !placed.has(id)),
    players,
    result: null,
    rng: spec.rng ?? Rng.fromSeed('fixture').state,
  };
}

/** An RNG state whose next draws are `int(0, spans[i] − 1) = values[i]` (found by trying seeds). */
export function rngGiving(spans: number[], values: number[]): RngState {
  for (let i = 0; i < 100_000; i++) {
    const rng = Rng.fromSeed(`rng-giving:${i}`);
    const start = rng.state;
    if (spans.every((n, k) => rng.int(0, n - 1) === values[k])) return start;
  }
  throw new Error('no such seed');
}

/** Applies untrusted input as the API does; throws on refusal. */
export const run = (state: CivState, seat: Seat, input: unknown) => acted<CivState>(civBuilder, state, seat, input);

export const act = (state: CivState, seat: Seat, input: unknown): CivState => run(state, seat, input).state;

/** The refusal of `input`, with the state untouched. */
export const refusal = (state: CivState, seat: Seat, input: unknown) => refusalOf(civBuilder, state, seat, input);

export const p = (state: CivState, seat: Seat): Player => state.players[seat] as Player;

/** The state of a random game of `seats` (seed `seed`) after `steps` actions; throws if the game ended before. */
export function playedTo(seats: number, seed: string, steps: number): CivState {
  let at: CivState | undefined;
  randomPlayout<CivState>(civBuilder, { seats, seed, onStep: (s, _e, i) => void (i === steps && (at = s as CivState)) });
  if (!at) throw new Error('the game ended early');
  return at;
}
