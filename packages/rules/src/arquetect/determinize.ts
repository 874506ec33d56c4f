import type { Seat } from '../core/engine.ts';
import type { Rng } from '../core/rng.ts';
import type { CardType } from './cards.ts';
import { CARD_TYPES } from './cards.ts';
import type { CardId } from './deck.ts';
import { cardId } from './deck.ts';
import type { Memory } from './memory.ts';
import { addBits, emptyMemory, ID_PUBLIC, seatBit, TYPE_PUBLIC } from './memory.ts';
import type { ArquetectState, Counter, Offer, Slot } from './state.ts';
import type { ArquetectView, NamedCard } from './view.ts';

/**
 * A state `seat` cannot tell from the truth, drawn from its view alone (the engine's `determinize`, for the bots'
 * search). What the view shows is kept: the seat's own hand, the rubble, every hand's size and orientations, the
 * kinds of outward cards, what the seat remembers (memory.ts: ids of cards it held or saw in the rubble, kinds shown
 * to the table), the trade in progress. The rest is dealt at random, uniformly over the states with that view:
 *
 * - the cards nobody shows the seat are the deck (the view's `deck`) less every card it can place; each hidden slot
 *   of a known kind gets a random unplaced card of that kind, and the rest are shuffled into the slots of unknown
 *   kind;
 * - a trade's offered and countered cards, named aloud, lie somewhere in their giver's hand, in hand order: where
 *   exactly is drawn first, each choice of places weighted by how many deals fit it (so that every consistent state
 *   is equally likely, not every choice of places);
 * - the offerer's accepted placement, secret until the swap, is any valid placement.
 *
 * The state holds no random generator (the deal at setup is the rules' only draw), so nothing of the real seed is in
 * it. Every draw comes from `rng`.
 */

/** Each card type's place in `CARD_TYPES` (the pools below are arrays in that order). */
const KIND = Object.fromEntries(CARD_TYPES.map((type, k) => [type, k])) as Record<CardType, number>;

/** One slot of the drawn state while it is dealt: its id once known, its kind once known. */
interface Place {
  id: CardId | null;
  type: CardType | null;
  out: boolean;
}

/** Cards named aloud in a trade, somewhere in `seat`'s hand in this order. */
interface Named {
  seat: Seat;
  types: CardType[];
}

/**
 * Where a named run of kinds can lie in a hand, by which of its cards sit on slots of unknown kind (the bits of a
 * mask): how many runs of places fit each mask, and a uniform draw of one of them.
 */
class Fits {
  private readonly hand: readonly Place[];
  private readonly types: readonly CardType[];
  /** Per mask, ways[i·(k+1) + j]: how many ways cards j.. of the run fit the places i.. */
  private readonly ways: Float64Array[] = [];

  constructor(hand: readonly Place[], types: readonly CardType[]) {
    this.hand = hand;
    this.types = types;
  }

  get masks(): number {
    return 1 << this.types.length;
  }

  /** Whether card j of the run may sit at place i when `mask` says which cards sit on unknown kinds. */
  private fits(i: number, j: number, mask: number): boolean {
    const type = this.hand[i]?.type ?? null;
    return (mask >> j) & 1 ? type === null : type === this.types[j];
  }

  private waysFor(mask: number): Float64Array {
    const cached = this.ways[mask];
    if (cached) return cached;
    const n = this.hand.length;
    const k = this.types.length;
    const w = k + 1;
    const ways = new Float64Array((n + 1) * w);
    ways[n * w + k] = 1;
    for (let i = n - 1; i >= 0; i--) {
      ways[i * w + k] = 1;
      for (let j = k - 1; j >= 0; j--) {
        const skip = ways[(i + 1) * w + j] as number;
        ways[i * w + j] = skip + (this.fits(i, j, mask) ? (ways[(i + 1) * w + j + 1] as number) : 0);
      }
    }
    this.ways[mask] = ways;
    return ways;
  }

  count(mask: number): number {
    return this.waysFor(mask)[0] as number;
  }

  /** One run of places fitting `mask`, uniformly (increasing indices). */
  draw(mask: number, rng: Rng): number[] {
    const ways = this.waysFor(mask);
    const w = this.types.length + 1;
    const places: number[] = [];
    let i = 0;
    for (let j = 0; j < this.types.length; j++) {
      let r = rng.int(0, (ways[i * w + j] as number) - 1);
      for (; ; i++) {
        const fit = this.fits(i, j, mask) ? (ways[(i + 1) * w + j + 1] as number) : 0;
        if (r < fit) break;
        r -= fit;
      }
      places.push(i);
      i++;
    }
    return places;
  }
}

/**
 * The relative number of deals in which the cards of unknown kind marked by `masks` get their named kinds: the
 * chance that a uniform deal of the free cards to the `unknown` slots puts those kinds there.
 */
function dealWeight(
  named: readonly Named[],
  masks: readonly number[],
  free: readonly number[],
  unknown: number,
): number {
  let weight = 1;
  let used = 0;
  const usedOf = new Map<CardType, number>();
  named.forEach(({ types }, c) => {
    types.forEach((type, j) => {
      if (!(((masks[c] ?? 0) >> j) & 1)) return;
      const taken = usedOf.get(type) ?? 0;
      weight *= Math.max(0, (free[KIND[type]] ?? 0) - taken) / (unknown - used);
      usedOf.set(type, taken + 1);
      used++;
    });
  });
  return weight;
}

/** Where the named cards of each trade side lie: a joint draw, weighted by the deals that fit it. */
function placeNamed(
  places: Place[][],
  named: readonly Named[],
  free: readonly number[],
  unknown: number,
  rng: Rng,
): number[][] {
  if (named.length === 0) return [];
  const fits = named.map(({ seat, types }) => new Fits(places[seat] ?? [], types));
  const counts = fits.map((f) => Array.from({ length: f.masks }, (_, mask) => f.count(mask)));
  const choices: { masks: number[]; weight: number }[] = [];
  let total = 0;
  const visit = (c: number, masks: number[], ways: number) => {
    if (ways === 0) return;
    if (c === named.length) {
      const weight = ways * dealWeight(named, masks, free, unknown);
      if (weight > 0) choices.push({ masks, weight });
      total += weight;
      return;
    }
    const side = counts[c] ?? [];
    side.forEach((n, mask) => visit(c + 1, [...masks, mask], ways * n));
  };
  visit(0, [], 1);
  if (choices.length === 0) throw new Error('the trade cards fit nowhere in their giver’s hand');
  let r = (rng.next() / 2 ** 32) * total;
  let chosen = choices[choices.length - 1] as (typeof choices)[number];
  for (const choice of choices) {
    if (r < choice.weight) {
      chosen = choice;
      break;
    }
    r -= choice.weight;
  }
  return named.map(({ seat, types }, c) => {
    const at = (fits[c] as Fits).draw(chosen.masks[c] ?? 0, rng);
    at.forEach((i, j) => {
      const place = places[seat]?.[i];
      if (place && place.type === null) place.type = types[j] as CardType;
    });
    return at;
  });
}

/** A uniform placement of `k` received cards into a hand of `m` slots: k distinct indices, in card order. */
function drawPlacement(k: number, m: number, rng: Rng): number[] {
  const indices = Array.from({ length: m }, (_, i) => i);
  for (let j = 0; j < k; j++) {
    const r = rng.int(j, m - 1);
    const tmp = indices[j] as number;
    indices[j] = indices[r] as number;
    indices[r] = tmp;
  }
  return indices.slice(0, k);
}

const typesOf = (cards: readonly NamedCard[]) => cards.map((c) => c.type);
const idsOf = (cards: readonly NamedCard[]): CardId[] =>
  cards.map((c) => {
    if (c.id === undefined) throw new Error('a trade card of the viewer without its id');
    return c.id;
  });

export function determinize(view: ArquetectView, seat: Seat, rng: Rng): ArquetectState {
  if (view.viewer !== seat) throw new Error(`a view of seat ${view.viewer} cannot be drawn for seat ${seat}`);
  // every slot as the view shows it, then what the seat remembers
  const places: Place[][] = view.players.map((player) =>
    player.slots.map((slot): Place => {
      if ('id' in slot) return { id: slot.id, type: slot.type, out: slot.out };
      return slot.out ? { id: null, type: slot.type, out: true } : { id: null, type: null, out: false };
    }),
  );
  for (const r of view.remembered) {
    const place = places[r.seat]?.[r.index];
    if (!place) throw new Error(`remembered slot ${r.seat}/${r.index} out of range`);
    place.type = r.type;
    if (r.id !== undefined) place.id = r.id;
  }

  // the cards not placed yet, by kind
  const placed = new Set<CardId>(view.rubble.map((s) => s.id));
  for (const hand of places) for (const place of hand) if (place.id !== null) placed.add(place.id);
  const pool: CardId[][] = CARD_TYPES.map((type) => {
    const ids: CardId[] = [];
    const n = view.deck[type] ?? 0;
    for (let k = 1; k <= n; k++) {
      const id = cardId(type, k);
      if (!placed.has(id)) ids.push(id);
    }
    return ids;
  });
  // free[t]: unplaced cards of kind t left for the slots of unknown kind once the slots of kind t have theirs
  const free = pool.map((ids) => ids.length);
  let unknown = 0;
  for (const hand of places)
    for (const place of hand) {
      if (place.id !== null) continue;
      if (place.type === null) unknown++;
      else free[KIND[place.type]] = (free[KIND[place.type]] ?? 0) - 1;
    }

  // the trade's named cards not the seat's own: their places in the giver's hand
  const offer = view.offer;
  const named: Named[] = [];
  if (offer && offer.from !== seat) named.push({ seat: offer.from, types: typesOf(offer.cards) });
  const counter = offer?.counter ?? null;
  if (counter && counter.by !== seat) named.push({ seat: counter.by, types: typesOf(counter.cards) });
  const namedAt = placeNamed(places, named, free, unknown, rng);

  // the deal: slots of a known kind first, then the rest shuffled into the slots of unknown kind
  for (const hand of places)
    for (const place of hand) {
      if (place.id !== null || place.type === null) continue;
      const ids = pool[KIND[place.type]];
      if (!ids || ids.length === 0) throw new Error(`no ${place.type} left to deal`);
      const k = rng.int(0, ids.length - 1);
      place.id = ids[k] as CardId;
      ids[k] = ids[ids.length - 1] as CardId;
      ids.pop();
    }
  const rest: CardId[] = [];
  for (const ids of pool) for (const id of ids) rest.push(id);
  const dealt = rng.shuffle(rest);
  let next = 0;
  for (const hand of places)
    for (const place of hand) if (place.id === null) place.id = dealt[next++] ?? null;
  if (next !== dealt.length) throw new Error('the hidden cards and the hidden slots do not match');

  const hands: Slot[][] = places.map((hand) =>
    hand.map((place) => {
      if (place.id === null) throw new Error('a slot left without a card');
      return { id: place.id, out: place.out };
    }),
  );
  const idsAt = (s: Seat, at: readonly number[]) => at.map((i) => hands[s]?.[i]?.id as CardId);

  let drawnOffer: Offer | null = null;
  if (offer) {
    let side = 0;
    const offerCards = offer.from === seat ? idsOf(offer.cards) : idsAt(offer.from, namedAt[side++] ?? []);
    let drawnCounter: Counter | null = null;
    if (counter) {
      const cards = counter.by === seat ? idsOf(counter.cards) : idsAt(counter.by, namedAt[side++] ?? []);
      drawnCounter = { by: counter.by, cards };
    }
    let acceptPlacement: number[] | null = null;
    if (offer.accepted)
      acceptPlacement =
        offer.from === seat && offer.acceptPlacement
          ? [...offer.acceptPlacement]
          : drawPlacement(counter?.cards.length ?? 0, offer.sizesAfter?.offerer ?? 0, rng);
    drawnOffer = {
      from: offer.from,
      cards: offerCards,
      candidates: [...offer.candidates],
      at: offer.at,
      counter: drawnCounter,
      acceptPlacement,
    };
  }

  // the memory: each holder knows their cards; the seat what it remembers; outward cards and the rubble are public
  const memory: Memory = emptyMemory();
  hands.forEach((hand, s) => {
    for (const slot of hand) addBits(memory, slot.id, seatBit(s) | (slot.out ? TYPE_PUBLIC : 0));
  });
  for (const r of view.remembered)
    addBits(memory, hands[r.seat]?.[r.index]?.id as CardId, r.id !== undefined ? seatBit(seat) : TYPE_PUBLIC);
  for (const { id } of view.rubble) addBits(memory, id, ID_PUBLIC | TYPE_PUBLIC);

  return {
    seats: view.seats,
    expansion: view.expansion,
    hands,
    rubble: view.rubble.map((s) => s.id),
    done: view.players.map((p) => p.done),
    turnsTaken: view.players.map((p) => p.turnsTaken),
    active: view.active,
    step: view.step,
    offer: drawnOffer,
    endReason: view.endReason,
    memory,
  };
}
