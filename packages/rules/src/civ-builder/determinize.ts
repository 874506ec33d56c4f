/**
 * A state `seat` cannot tell from the truth, drawn from its view alone (core/engine.ts `determinize`; the bots'
 * search runs on such states). Civ Builder hides (spec §6) the other players' hands, every deck's order and the
 * central decks and `removed`; everything else is in the view and is kept as shown. What is hidden is dealt so:
 * - a player's hand and deck: the view's `known` (known.ts) gives the deck's known top and the hand cards everyone
 *   knows, by type; the rest (`unseen`, by type) fills the other hand slots and the rest of the deck, shuffled
 *   together. The seat's own hand is in its view, so its deck's rest is `unseen` less its own hand's unknown cards.
 * - the civilian and building decks: every civilian or building not seen anywhere, shuffled;
 * - heroes and landmarks not seen anywhere: shuffled, the deck's count in the deck, the rest in `removed` (the trim),
 *   after the basic cards of the unused seats, which are always there.
 * Once the game is over every hand and deck is in the view (spec §6) and is kept as shown.
 * Card ids of one type are interchangeable in every rule, and a view names no hidden id, so each hidden card gets a
 * random id among the unseen copies of its type. The drawn state's RNG is a fresh draw from `rng`. Nothing but the
 * view and `rng` is read: two states with one view give one drawn state for one `rng`.
 */
import type { Seat } from '../core/engine.ts';
import type { Rng } from '../core/rng.ts';
import { CARD_COUNT, CARD_TYPES, type CardClass, type CardId, idsOf } from './cards.ts';
import { TYPE_INDEX, TYPE_INDEX_OF_ID } from './known.ts';
import { basicsOf } from './setup.ts';
import { type CivState, type Player, ROWS, type Row } from './state.ts';
import type { CivView, PlayerView } from './view.ts';

const TYPE_COUNT = CARD_TYPES.length;
const CARDS = CARD_COUNT;
/** Each id's type place (a local copy: this runs once per search iteration). */
const TYPE_OF: readonly number[] = [...TYPE_INDEX_OF_ID];
const TYPES_OF_CLASS = (c: CardClass): number[] => CARD_TYPES.flatMap((t, i) => (t.class === c && !t.basic ? [i] : []));
const CENTRAL_TYPES: Record<Row, number[]> = {
  civilian: TYPES_OF_CLASS('civilian'),
  building: TYPES_OF_CLASS('building'),
  hero: TYPES_OF_CLASS('hero'),
  landmark: TYPES_OF_CLASS('landmark'),
};
/** The basic cards of seats n..3, removed at setup (known to everyone), by seat count. */
const UNUSED_BASICS: readonly (readonly CardId[])[] = [0, 1, 2, 3, 4].map((n) =>
  Array.from({ length: Math.max(0, 4 - n) }, (_, k) => n + k).flatMap((s) => {
    const b = basicsOf(s);
    return [...b.civilians, b.market];
  }),
);

function fail(message: string): never {
  throw new Error(`determinize: the view is inconsistent (${message})`);
}

/** Where each type's ids start: ids are numbered type by type, copies consecutive (cards.ts). */
const TYPE_START: readonly number[] = CARD_TYPES.map((t) => idsOf(t.type)[0] as number);

/**
 * The unseen ids of each type, taken out at random. One array in id order holds them, so each type's unseen ids are
 * one segment of it (its first `size[t]` entries from `TYPE_START[t]` are still there): no allocation per type.
 */
class Unseen {
  private readonly ids = new Int16Array(CARDS);
  private readonly size = new Int16Array(TYPE_COUNT);

  constructor(seen: Uint8Array) {
    for (let id = 0; id < CARDS; id++) {
      if (seen[id] !== 0) continue;
      const t = TYPE_OF[id] as number;
      this.ids[(TYPE_START[t] as number) + (this.size[t] as number)] = id;
      this.size[t]! += 1;
    }
  }

  /** A random unseen id of type place `t`. */
  take(t: number, rng: Rng): CardId {
    const n = this.size[t] as number;
    if (!(n > 0)) fail(`no unseen ${CARD_TYPES[t]?.name ?? t} left`);
    const at = TYPE_START[t] as number;
    const j = at + rng.int(0, n - 1);
    const id = this.ids[j] as number;
    this.ids[j] = this.ids[at + n - 1] as number;
    this.size[t] = n - 1;
    return id;
  }

  /** Every unseen id of these type places, taken out. */
  takeAll(types: readonly number[]): CardId[] {
    const out: CardId[] = [];
    for (const t of types) {
      const at = TYPE_START[t] as number;
      for (let k = 0; k < (this.size[t] as number); k++) out.push(this.ids[at + k] as number);
      this.size[t] = 0;
    }
    return out;
  }

  left(): number {
    return this.size.reduce((n, k) => n + k, 0);
  }
}

const typePlace = (type: string): number => TYPE_INDEX.get(type as never) ?? fail(`unknown card type ${type}`);

/** `unseen` as [type place, copies], in table order (whatever order the view's keys came in). */
const unseenCounts = (unseen: Record<string, number | undefined>): [number, number][] =>
  Object.entries(unseen)
    .map(([type, n]): [number, number] => [typePlace(type), n ?? 0])
    .sort((a, b) => a[0] - b[0]);

function markSeen(view: CivView, seen: Uint8Array): void {
  const mark = (ids: readonly CardId[]) => {
    for (const id of ids) {
      // `seen` is a typed array: an id that is none of its indices (negative, too large, not whole) reads undefined
      if (seen[id] !== 0) fail(`card ${id} shown twice, or no card at all`);
      seen[id] = 1;
    }
  };
  for (const row of ROWS) mark(view.rows[row]);
  mark(view.rowTrash);
  mark(UNUSED_BASICS[view.seats] as readonly CardId[]);
  for (const pv of view.players) {
    mark(pv.discard);
    mark(pv.trash);
    mark(pv.play);
    if (pv.hand) mark(pv.hand);
    if (pv.deck) mark(pv.deck);
    for (const c of pv.constructs) {
      mark([c.id]);
      mark(c.assigned);
      mark(c.stored);
    }
  }
}

/** A finished game's hand and deck, both in the view: as shown, with what everyone knew of them. */
function shownHidden(pv: PlayerView, hand: CardId[], deck: CardId[]): Pick<Player, 'hand' | 'deck' | 'known'> {
  const known = pv.known ?? fail(`no known cards for seat ${pv.seat}`);
  const want = new Int32Array(TYPE_COUNT);
  for (const type of known.hand) want[typePlace(type)]! += 1;
  const knownInHand: CardId[] = [];
  for (const id of hand) {
    const t = TYPE_OF[id] as number;
    if ((want[t] as number) > 0) {
      want[t]! -= 1;
      knownInHand.push(id);
    }
  }
  const top = known.deckTop.length;
  return { hand, deck, known: { top, hand: knownInHand } };
}

/** A player's hand and deck, dealt from what everyone knows of them (and the hand, if the view shows it). */
function dealHidden(pv: PlayerView, unseen: Unseen, rng: Rng): Pick<Player, 'hand' | 'deck' | 'known'> {
  if (pv.hand && pv.deck) return shownHidden(pv, [...pv.hand], [...pv.deck]);
  const known = pv.known ?? fail(`no known cards for seat ${pv.seat}`);
  const top = known.deckTop.map((type) => unseen.take(typePlace(type), rng));
  const rest: CardId[] = [];
  let hand: CardId[];
  let knownInHand: CardId[];
  if (pv.hand) {
    // the hand is shown: its known cards are the first of each known type; the deck's rest is everything else
    hand = [...pv.hand];
    const counts = new Int32Array(TYPE_COUNT);
    for (const [t, n] of unseenCounts(known.unseen)) counts[t] = n;
    const want = new Int32Array(TYPE_COUNT);
    for (const type of known.hand) want[typePlace(type)]! += 1;
    knownInHand = [];
    for (const id of hand) {
      const t = TYPE_OF[id] as number;
      if ((want[t] as number) > 0) {
        want[t]! -= 1;
        knownInHand.push(id);
      } else counts[t]! -= 1;
    }
    if (want.some((w) => w > 0)) fail(`seat ${pv.seat}'s known hand cards are not in its hand`);
    for (let t = 0; t < TYPE_COUNT; t++) {
      const n = counts[t] as number;
      if (n < 0) fail(`seat ${pv.seat}'s hand is not among its cards`);
      for (let k = 0; k < n; k++) rest.push(unseen.take(t, rng));
    }
  } else {
    knownInHand = known.hand.map((type) => unseen.take(typePlace(type), rng));
    const pile: CardId[] = [];
    for (const [t, n] of unseenCounts(known.unseen)) for (let k = 0; k < n; k++) pile.push(unseen.take(t, rng));
    const mixed = rng.shuffle(pile);
    const slots = pv.handCount - knownInHand.length;
    if (slots < 0 || slots > mixed.length) fail(`seat ${pv.seat}'s hand count`);
    hand = [...knownInHand, ...mixed.slice(0, slots)];
    rest.push(...mixed.slice(slots));
  }
  const deck = [...top, ...(pv.hand ? rng.shuffle(rest) : rest)];
  if (hand.length !== pv.handCount || deck.length !== pv.deckCount) fail(`seat ${pv.seat}'s hand or deck count`);
  return { hand, deck, known: { top: top.length, hand: knownInHand } };
}

export function determinize(view: CivView, seat: Seat, rng: Rng): CivState {
  if (view.viewer !== seat && view.viewer !== null) fail(`the view of seat ${view.viewer}, not ${seat}`);
  const seen = new Uint8Array(CARDS);
  markSeen(view, seen);
  const unseen = new Unseen(seen);
  const players: Player[] = view.players.map((pv) => ({
    ...dealHidden(pv, unseen, rng),
    discard: [...pv.discard],
    trash: [...pv.trash],
    play: [...pv.play],
    constructs: pv.constructs.map((c) => ({ id: c.id, built: c.built, assigned: [...c.assigned], bonus: c.bonus, stored: [...c.stored] })),
    pools: { ...pv.pools },
    stealSources: pv.stealSources.map((s) => ({ ...s })),
    trophies: pv.trophies,
  }));
  const decks = {} as Record<Row, CardId[]>;
  const removed: CardId[] = [...(UNUSED_BASICS[view.seats] as readonly CardId[])];
  for (const row of ROWS) {
    const cards = rng.shuffle(unseen.takeAll(CENTRAL_TYPES[row]));
    const n = view.deckCounts[row];
    if (cards.length < n || ((row === 'civilian' || row === 'building') && cards.length !== n)) fail(`the ${row} deck count`);
    decks[row] = cards.slice(0, n);
    removed.push(...cards.slice(n)); // heroes and landmarks only: the civilian and building counts are exact
  }
  if (unseen.left() > 0 || removed.length !== view.removedCount) fail('cards unaccounted for');
  return {
    seats: view.seats,
    teams: view.teams,
    round: view.round,
    turn: view.turn,
    firstSeat: view.firstSeat,
    active: [...view.active],
    phase: view.players.map((pv) => pv.phase),
    endTriggered: view.endTriggered,
    over: view.over,
    decks,
    rows: { civilian: [...view.rows.civilian], building: [...view.rows.building], hero: [...view.rows.hero], landmark: [...view.rows.landmark] },
    rowTrash: [...view.rowTrash],
    removed,
    players,
    result: view.outcome,
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
  };
}
