/**
 * The deal (spec §3), in the spec's RNG order: the first seat, then the civilian, building, hero and landmark decks
 * (each listed in table order, copies consecutive), the trims to H heroes and L landmarks, one landmark each, the
 * four rows by repeated refill, then each seat's basic deck shuffled and 5 drawn. Round 1 begins at once.
 */
import type { Seat, Transition } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { type CardId, type CardType, CARD_COUNT, cardOf, idsOf } from './cards.ts';
import { freshCtx, say } from './context.ts';
import { draw } from './draw.ts';
import { refill } from './rows.ts';
import { type CivOptions, type CivState, DECK_TRIMS, type Player, ROWS, ROW_SIZES, type Row } from './state.ts';
import { beginTurn } from './turn-start.ts';
import { nameOf } from './zones.ts';
import type { Narrator } from '../core/narrator.ts';


const ALL_IDS: CardId[] = Array.from({ length: CARD_COUNT }, (_, id) => id);
const deckOf = (keep: (t: CardType) => boolean): CardId[] => ALL_IDS.filter((id) => keep(cardOf(id)));
/** The central decks before shuffling, in table order (the same for every game). */
const CENTRAL: Record<Row, readonly CardId[]> = {
  civilian: deckOf((t) => t.class === 'civilian' && !t.basic),
  building: deckOf((t) => t.class === 'building' && !t.basic),
  hero: deckOf((t) => t.class === 'hero'),
  landmark: deckOf((t) => t.class === 'landmark'),
};

const emptyPlayer = (): Player => ({
  hand: [],
  deck: [],
  discard: [],
  trash: [],
  play: [],
  constructs: [],
  pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 },
  stealSources: [],
  trophies: 0,
});

/** Seat `seat`'s basic civilians (8 Worker*, Trader*, Builder*, in that order) and its Market*. */
export function basicsOf(seat: Seat): { civilians: CardId[]; market: CardId } {
  const workers = idsOf('worker').slice(8 * seat, 8 * seat + 8);
  return {
    civilians: [...workers, idsOf('trader')[seat] as CardId, idsOf('builder')[seat] as CardId],
    market: idsOf('market')[seat] as CardId,
  };
}

export function setup(seats: number, options: CivOptions, seed: string, narrator: Narrator): Transition<CivState> {
  const rng = Rng.fromSeed(seed);
  // 1. basic cards of unused seats are removed
  const removed: CardId[] = [];
  for (let seat = seats; seat < 4; seat++) {
    const b = basicsOf(seat);
    removed.push(...b.civilians, b.market);
  }
  // 2. the first seat
  const firstSeat = rng.int(0, seats - 1);
  // 3. the central decks, in the order of ROWS
  const decks: Record<Row, CardId[]> = {
    civilian: rng.shuffle(CENTRAL.civilian),
    building: rng.shuffle(CENTRAL.building),
    hero: rng.shuffle(CENTRAL.hero),
    landmark: rng.shuffle(CENTRAL.landmark),
  };
  // 4. trims: the top cards are removed, unseen (seats checked by the engine: 2 to 4)
  const { heroes, landmarks } = DECK_TRIMS[seats] as { heroes: number; landmarks: number };
  removed.push(...decks.hero.splice(0, decks.hero.length - heroes), ...decks.landmark.splice(0, decks.landmark.length - landmarks));
  const state: CivState = {
    seats,
    teams: options.teams,
    round: 1,
    turn: 0,
    firstSeat,
    active: [], // beginTurn's, below
    phase: [],
    endTriggered: false,
    over: false,
    decks,
    rows: { civilian: [], building: [], hero: [], landmark: [] },
    rowTrash: [],
    removed,
    players: Array.from({ length: seats }, emptyPlayer),
    result: null,
    rng: rng.state,
  };
  const ctx = freshCtx(state, rng, narrator);
  // 5. the Market*, built, then one landmark each, unbuilt
  for (let seat = 0; seat < seats; seat++) {
    const landmark = state.decks.landmark.shift() as CardId;
    const p = state.players[seat] as Player;
    p.constructs.push({ id: basicsOf(seat).market, built: true, assigned: [], bonus: 0, stored: [] });
    p.constructs.push({ id: landmark, built: false, assigned: [], bonus: 0, stored: [] });
    say(ctx, `@${seat} starts with a Market and an unbuilt ${nameOf(landmark)}.`);
  }
  // 6. the rows
  for (const row of ROWS) for (let k = 0; k < ROW_SIZES[row]; k++) refill(ctx, row);
  // 7. the starting decks and hands
  for (let seat = 0; seat < seats; seat++) {
    const p = state.players[seat] as Player;
    p.deck = rng.shuffle(basicsOf(seat).civilians);
    draw(ctx, seat, 5);
  }
  // 8. round 1: the first seat's turn (its team's in a team game)
  const first = state.firstSeat;
  // a team by both its players' names, so it reads right for either partner ("Cy and Ann (you) move first")
  say(ctx, state.teams ? `@${first} and @${(first + 2) % 4} move first, as Team ${first % 2 === 0 ? 'A' : 'B'}.` : `@${first} moves first.`);
  beginTurn(ctx, state.teams ? [first % 2, (first % 2) + 2] : [first]);
  state.rng = rng.state;
  return { state, log: ctx.log };
}
