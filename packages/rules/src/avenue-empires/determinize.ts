/**
 * Determinization (core/engine.ts `determinize`): a complete state that a seat cannot tell from the truth, drawn
 * from its view alone, for the bots' search. What the view shows is kept: the round and phase, every city, the
 * seat's own hand and choice, the hand counts, who has chosen, the deck count and the seat's memory of its passes
 * (`passedCards`). What it hides is drawn with `rng`, uniformly among the deals the view allows:
 * - the cards the seat passed go to one of the seats that may hold them (never the deck);
 * - every card the seat never saw goes to another hand or the deck, in the counts the view gives;
 * - the deck's order is shuffled (the rules' only randomness: no seed or RNG state is kept in the state);
 * - another seat's hidden choice ("has chosen") is a legal choice drawn from its drawn hand;
 * - what no view of this seat holds is left at its start: the other seats' memories of their passes are empty and
 *   every seat's count of changed choices is 0 (so a seat that changed its choice 10 times may change it again).
 * Nothing else is read: two states with the same view for the seat give the same draw for the same `rng`.
 */
import type { Seat } from '../core/engine.ts';
import type { Rng } from '../core/rng.ts';
import { AVENUES, type City } from './city.ts';
import { CANONICAL_IDS, type CardId } from './ids.ts';
import { holdersOf, tradedThrough } from './passed-cards.ts';
import { PRODUCTION_DRAW } from './round.ts';
import { rankCities } from './scoring.ts';
import { START_HAND } from './setup.ts';
import { type AvenueState, type Choice, type PassedCard, type SeatResultRow, leftOf, rightOf } from './state.ts';
import type { AvenueView, BuiltCardView } from './view.ts';

/** A uniform number in [0, 1) with 53 random bits, from `rng.int` alone. */
function uniform(rng: Rng): number {
  return (rng.int(0, 2 ** 26 - 1) * 2 ** 27 + rng.int(0, 2 ** 27 - 1)) / 2 ** 53;
}

/** A card that may be in only some of the other hands (`seats`), not in all of them nor in the deck. */
export interface Restricted {
  card: CardId;
  seats: readonly Seat[];
}

/** The ways to place `chain` in the room left: the k-th card finds its seats' room less the k cards before it. */
function chainWays(chain: readonly Restricted[], room: readonly number[]): number {
  let ways = 1;
  for (let k = 0; k < chain.length; k++) {
    let free = -k;
    for (const q of (chain[k] as Restricted).seats) free += room[q] ?? 0;
    if (free <= 0) return 0;
    ways *= free;
  }
  return ways;
}

/** A walk over the placements of the cards outside the chain, with their weights summed as it goes. */
interface Walk {
  rest: readonly Restricted[];
  chain: readonly Restricted[];
  room: number[];
  /** The seat of each card of `rest` on the current path. */
  picked: Seat[];
  sum: number;
  /** Where to stop: the first placement after which `sum` passes it. */
  target: number;
}

/** Sums the weights of every placement of rest[j..] (each times the chain's ways); true once `sum` passes `target`. */
function walk(w: Walk, j: number, weight: number): boolean {
  if (j === w.rest.length) {
    w.sum += weight * chainWays(w.chain, w.room);
    return w.sum > w.target;
  }
  for (const q of (w.rest[j] as Restricted).seats) {
    const r = w.room[q] ?? 0;
    if (r <= 0) continue;
    w.room[q] = r - 1;
    w.picked[j] = q;
    const done = walk(w, j + 1, weight * r);
    w.room[q] = r;
    if (done) return true;
  }
  return false;
}

/**
 * Draws a holder for each restricted card, uniformly among the ways to put them in free hand places (`room[q]` places
 * left in seat q's hand; each place is one card of a hand, so a seat with more room is likelier). Returns the
 * holders (one per card, in order) and takes their places from `room`. Exact, not approximate: the cards are split
 * into a chain (each card's seats contain the previous card's), counted in closed form, and the rest, whose
 * placements are enumerated with their weights. A passed card's seats are a run of neighbours growing from the
 * receiver: the cards passed left make one chain and those passed right the other, so the enumeration is small.
 * Throws when no placement fits (a view no state has).
 */
export function drawHolders(cards: readonly Restricted[], room: number[], rng: Rng): Seat[] {
  if (cards.length === 0) return [];
  const sizes = cards.map((c) => c.seats.length);
  const sorted = cards.map((_, k) => k).sort((a, b) => (sizes[a] as number) - (sizes[b] as number));
  const chain: Restricted[] = [];
  const chainAt: number[] = [];
  const rest: Restricted[] = [];
  const restAt: number[] = [];
  for (const k of sorted) {
    const c = cards[k] as Restricted;
    const last = chain[chain.length - 1];
    if (last === undefined || last.seats.every((q) => c.seats.includes(q))) {
      chain.push(c);
      chainAt.push(k);
    } else {
      rest.push(c);
      restAt.push(k);
    }
  }
  const holders: Seat[] = new Array(cards.length);
  if (rest.length > 0) {
    const w: Walk = { rest, chain, room, picked: new Array(rest.length), sum: 0, target: Number.POSITIVE_INFINITY };
    walk(w, 0, 1);
    const total = w.sum;
    if (total <= 0) throw new Error('determinize: no deal fits the passed cards');
    w.sum = 0;
    // u ≤ 1 − 2^−53, so u·total rounds below the total: the same walk, summing in the same order, passes it before
    // its end
    w.target = uniform(rng) * total;
    walk(w, 0, 1);
    for (let j = 0; j < rest.length; j++) {
      const q = w.picked[j] as Seat;
      holders[restAt[j] as number] = q;
      room[q] = (room[q] ?? 0) - 1;
    }
  }
  for (let k = 0; k < chain.length; k++) {
    const seats = (chain[k] as Restricted).seats;
    let free = 0;
    for (const q of seats) free += room[q] ?? 0;
    if (free <= 0) throw new Error('determinize: no deal fits the passed cards');
    let place = rng.int(0, free - 1);
    for (const q of seats) {
      const r = room[q] ?? 0;
      if (place < r) {
        holders[chainAt[k] as number] = q;
        room[q] = r - 1;
        break;
      }
      place -= r;
    }
  }
  return holders;
}

/** A legal secret choice for a seat that has chosen but whose choice the viewer cannot see. */
function drawChoice(view: AvenueView, hand: readonly CardId[], rng: Rng): Choice {
  if (view.phase === 'trading') {
    const i = rng.int(0, hand.length - 1);
    let j = rng.int(0, hand.length - 2);
    if (j >= i) j += 1;
    return { kind: 'trade', left: hand[i] as CardId, right: hand[j] as CardId };
  }
  return { kind: 'build', card: hand[rng.int(0, hand.length - 1)] as CardId, avenue: AVENUES[rng.int(0, 2)] ?? 'L' };
}

/** The ids of one built avenue, positions ascending. */
function avenueIds(built: readonly BuiltCardView[]): CardId[] {
  const ids: CardId[] = new Array(built.length);
  for (const b of built) ids[b.position - 1] = b.id;
  return ids;
}

function cityOf(view: AvenueView, seat: Seat): City {
  const built = view.seats[seat]?.city;
  return { L: avenueIds(built?.L ?? []), C: avenueIds(built?.C ?? []), R: avenueIds(built?.R ?? []) };
}

/** The canonical index of each card id. */
const INDEX = new Map<CardId, number>(CANONICAL_IDS.map((id, i) => [id, i]));

function indexOf(id: CardId): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`determinize: unknown card ${id}`);
  return i;
}

/** What the seat knows of a card: never saw it (0), sees it (in its hand or a city), or remembers passing it. */
const SEEN = 1;
const REMEMBERED = 2;

export function determinize(view: AvenueView, seat: Seat, rng: Rng): AvenueState {
  const n = view.seats.length;
  const own = view.hand;
  if (view.viewer !== seat || own === null) throw new Error(`determinize: this is not seat ${seat}'s view`);
  const cities = view.seats.map((_, q) => cityOf(view, q));
  /** Per canonical index: unseen, seen or remembered. */
  const known = new Uint8Array(CANONICAL_IDS.length);
  for (const id of own) known[indexOf(id)] = SEEN;
  for (const city of cities) for (const a of AVENUES) for (const id of city[a]) known[indexOf(id)] = SEEN;

  // Where each hidden card may be: a passed card in some of the other hands, any other card anywhere hidden.
  const room = view.seats.map((p, q) => (q === seat ? 0 : p.handCount));
  const others = view.seats.map((_, q) => q).filter((q) => q !== seat);
  const restricted: Restricted[] = [];
  const elsewhere: CardId[] = [];
  for (const p of view.passedCards) {
    const i = indexOf(p.card);
    if (known[i] !== 0) continue;
    known[i] = REMEMBERED;
    const seats = p.holders.filter((q) => q !== seat && q >= 0 && q < n);
    if (seats.length >= others.length) elsewhere.push(p.card);
    else restricted.push({ card: p.card, seats });
  }
  const unseen: CardId[] = [];
  for (let i = 0; i < known.length; i++) if (known[i] === 0) unseen.push(CANONICAL_IDS[i] as CardId);
  const remembered = restricted.length + elsewhere.length;
  const hiddenPlaces = room.reduce((sum, r) => sum + r, 0) + view.deckCount;
  if (hiddenPlaces !== unseen.length + remembered) {
    throw new Error(`determinize: ${hiddenPlaces} hidden places for ${unseen.length + remembered} cards`);
  }

  /** Per canonical index, the other seat that holds the card in the draw (−1: not in another hand). */
  const holder = new Int8Array(CANONICAL_IDS.length).fill(-1);
  const drawnHolders = drawHolders(restricted, room, rng);
  restricted.forEach((c, k) => {
    holder[indexOf(c.card)] = drawnHolders[k] as Seat;
  });
  // The free places in the other hands, in random order: first the passed cards that may be in any of them,
  // then every unseen card, the hands' places first and the deck's after, the deck in the order drawn.
  const places: Seat[] = [];
  for (const q of others) for (let k = 0; k < (room[q] ?? 0); k++) places.push(q);
  if (elsewhere.length > places.length) throw new Error('determinize: no deal fits the passed cards');
  const shuffled = rng.shuffle(places);
  for (let k = 0; k < elsewhere.length; k++) holder[indexOf(elsewhere[k] as CardId)] = shuffled[k] as Seat;
  const drawn = rng.shuffle(unseen);
  const free = shuffled.length - elsewhere.length;
  for (let k = 0; k < free; k++) holder[indexOf(drawn[k] as CardId)] = shuffled[elsewhere.length + k] as Seat;
  const deck = drawn.slice(free);
  // the hands in canonical order, as the rules keep them
  const hands: CardId[][] = view.seats.map((_, q) => (q === seat ? [...own] : []));
  for (let i = 0; i < holder.length; i++) {
    const q = holder[i] as number;
    if (q >= 0) hands[q]?.push(CANONICAL_IDS[i] as CardId);
  }

  const pending = view.seats.map((p, q): Choice | null => {
    if (q === seat) return view.myChoice ? { ...view.myChoice } : null;
    return p.hasSubmitted ? drawChoice(view, hands[q] ?? [], rng) : null;
  });
  const startHand = START_HAND[n] ?? 0;
  const productions = Math.ceil((CANONICAL_IDS.length - n * startHand - deck.length) / (PRODUCTION_DRAW * n));
  return {
    seats: n,
    startHand,
    rounds: view.rounds,
    round: view.round,
    phase: view.phase,
    productions,
    deck,
    hands,
    cities,
    pending,
    changes: view.seats.map(() => 0),
    result: view.phase === 'gameOver' ? resultRows(cities) : null,
    passedCards: view.seats.map((_, q): PassedCard[] => (q === seat ? rememberedAs(view, seat) : [])),
  };
}

/**
 * The seat's memory of its passes as the state keeps it, from the holders its view shows: a run of k seats from a
 * neighbour is a card passed to that neighbour k−1 Tradings ago; for a card that may be in every other hand, how
 * long ago and to whom no longer shows, so one such pass stands for all.
 */
function rememberedAs(view: AvenueView, seat: Seat): PassedCard[] {
  const n = view.seats.length;
  const through = tradedThrough(view.phase, view.round, view.rounds);
  return view.passedCards.map((p) => {
    const everywhere = p.holders.length >= n - 1;
    const to = everywhere || p.holders.includes(leftOf(seat, n)) ? leftOf(seat, n) : rightOf(seat, n);
    const moves = everywhere ? n - 2 : p.holders.length - 1;
    const holders = holdersOf(seat, to, moves, n);
    if (holders.length !== p.holders.length || holders.some((q, k) => q !== p.holders[k])) {
      throw new Error(`determinize: no pass leaves ${p.card} with seats ${p.holders.join(', ')}`);
    }
    return { card: p.card, to, round: through - moves };
  });
}

/** The result rows of a finished game, as the end check writes them (round.ts). */
function resultRows(cities: City[]): SeatResultRow[] {
  const outcome = rankCities(cities);
  const rows: SeatResultRow[] = cities.map(() => ({ score: 0, key: [], place: 0 }));
  for (const s of outcome.seats) rows[s.seat] = { score: s.score, key: [...s.key], place: s.place };
  return rows;
}
