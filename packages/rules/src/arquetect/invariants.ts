import type { Seat, Viewer } from '../core/game.ts';
import { stringsIn } from '../core/playout.ts';
import type { Rng } from '../core/rng.ts';
import type { Action } from './actions.ts';
import { applyAction, STEP_OF } from './actions.ts';
import { CARDS } from './cards.ts';
import { typeOf } from './deck.ts';
import { insertCard, outwardCount } from './hand.ts';
import { legalActions } from './legal.ts';
import { visibleLog } from './log.ts';
import type { State } from './state.ts';
import { expectedSeat, MAX_TURNS, OUTWARD_LIMIT } from './state.ts';
import { CATALOGUE, view } from './view.ts';

/**
 * The invariants of spec §9 as plain checks (they throw), shared by the property tests. Not part of the game.
 */

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

/** Legal actions per state and seat, computed once (states are immutable). */
const legalCache = new WeakMap<State, Action[][]>();
export function legalFor(state: State, seat: Seat): Action[] {
  let bySeat = legalCache.get(state);
  if (!bySeat) legalCache.set(state, (bySeat = []));
  bySeat[seat] ??= legalActions(state, seat);
  return bySeat[seat];
}

const ids = (state: State, seat: number) => (state.hands[seat] ?? []).map((s) => s.id);
const json = (v: unknown) => JSON.stringify(v);

/** §9.1, 9.4 (no ≥4 outward while running), 9.5, 9.6 (turn counts). */
export function checkState(state: State): void {
  const all = [...state.hands.flat().map((s) => s.id), ...state.rubble];
  check(new Set(all).size === all.length, 'a card is in two places');
  check(json([...all].sort()) === json([...state.deck].sort()), 'cards are not conserved');
  check(state.turnsTaken.every((t) => t <= MAX_TURNS), 'more than 10 turns');
  const over = state.step === 'gameOver';
  check(over === (state.endReason !== null), 'endReason and gameOver disagree');
  if (!over) check(state.hands.every((h) => outwardCount(h) < OUTWARD_LIMIT), 'four outward cards while running');
  if (!over) check(state.done.filter((d) => !d).length >= 2, 'running with fewer than two players');
  const expected = expectedSeat(state);
  check(over === (expected === null), 'no single expected player');
  if (expected !== null) check(!state.done[expected], 'a done player is expected to act');
  const negotiating = ['respond', 'decide', 'place'].includes(state.step);
  check(negotiating === (state.offer !== null), 'offer present outside a negotiation');
  const offer = state.offer;
  if (offer) {
    check(offer.from === state.active, 'offer not from the active player');
    check(!offer.candidates.includes(offer.from), 'the offerer is a candidate');
    check(offer.candidates.every((c) => !state.done[c]), 'a done candidate');
    check(new Set(offer.candidates).size === offer.candidates.length, 'a candidate asked twice');
    check(offer.at < offer.candidates.length, 'candidate index out of range');
    check((offer.counter !== null) === (state.step !== 'respond'), 'counter and step disagree');
    check((offer.acceptPlacement !== null) === (state.step === 'place'), 'placement and step disagree');
  }
}

/** §9.2 order, 9.3 frozen done hands, 9.4 orientation. */
export function checkTransition(prev: State, seat: Seat, action: Action, next: State): void {
  const renovation = action.type === 'useAbility' && typeOf(action.card) === 'renovation' ? action : null;
  for (let s = 0; s < prev.seats; s++) {
    const before = ids(prev, s);
    const after = ids(next, s);
    check(!prev.done[s] || next.done[s] === true, 'done reverted');
    if (prev.done[s]) check(json(prev.hands[s]) === json(next.hands[s]), `done seat ${s}'s hand changed`);
    const stayedBefore = before.filter((id) => after.includes(id));
    const stayedAfter = after.filter((id) => before.includes(id));
    if (renovation && s === seat) {
      const i = renovation.index ?? -1;
      const swapped = before.slice();
      swapped[i] = before[i + 1] as string;
      swapped[i + 1] = before[i] as string;
      check(json(after) === json(swapped), 'Renovation did not swap exactly two neighbours');
    } else check(json(stayedBefore) === json(stayedAfter), `seat ${s}'s hand was reordered`);
    (next.hands[s] ?? []).forEach((slot) => {
      const old = prev.hands[s]?.find((o) => o.id === slot.id);
      if (!old) check(!slot.out, `${slot.id} entered a hand facing out`);
      else if (slot.out && !old.out)
        check(action.type === 'useAbility' && seat === s && action.card === slot.id, `${slot.id} turned outward`);
      else check(slot.out === old.out, `${slot.id} turned back in`);
    });
  }
  if (action.type === 'gift') {
    const expected = insertCard(prev.hands[action.to] ?? [], action.card, action.position);
    check(json(next.hands[action.to]) === json(expected), 'gift changed more than the stated index');
  }
  if (action.type === 'placeReceived' && prev.offer?.counter) {
    const { from, cards, acceptPlacement } = prev.offer;
    const counter = prev.offer.counter;
    cards.forEach((id, j) => check(ids(next, counter.by)[action.placement[j] ?? -1] === id, 'offer card misplaced'));
    counter.cards.forEach((id, j) =>
      check(ids(next, from)[acceptPlacement?.[j] ?? -1] === id, 'counter card misplaced'),
    );
  }
}

/** What each seat may know (§9.8): ids it has held, and ids that have been in the rubble. */
export interface Knowledge {
  held: Set<string>[];
  rubble: Set<string>;
  /** Log lines already checked (earlier lines stay valid: knowledge only grows). */
  logChecked: number;
}

export function newKnowledge(state: State): Knowledge {
  const knowledge = { held: state.hands.map(() => new Set<string>()), rubble: new Set<string>(), logChecked: 0 };
  learn(knowledge, state);
  return knowledge;
}

export function learn(knowledge: Knowledge, state: State): void {
  state.hands.forEach((hand, seat) => {
    for (const slot of hand) knowledge.held[seat]?.add(slot.id);
  });
  for (const id of state.rubble) knowledge.rubble.add(id);
}

const ID_IN_TEXT = /[a-z]+(?:-[a-z]+)*-\d+/g;

/** §9.8: no view or log line shows a viewer an id it may not know, and hidden slots show only their backs. */
export function checkViews(state: State, knowledge: Knowledge): void {
  if (state.step === 'gameOver') return;
  const deck = new Set(state.deck);
  const viewers: Viewer[] = [null, ...state.hands.map((_, s) => s)];
  for (const viewer of viewers) {
    const allowed = (id: string) =>
      knowledge.rubble.has(id) || (viewer !== null && (knowledge.held[viewer]?.has(id) ?? false));
    const v = view(state, viewer);
    check(v.catalogue === CATALOGUE, 'the catalogue is not the static one');
    const strings = stringsIn({ ...v, catalogue: null });
    const fresh = visibleLog({ ...state, log: state.log.slice(knowledge.logChecked) }, viewer);
    for (const entry of fresh) for (const m of entry.text.matchAll(ID_IN_TEXT)) strings.add(m[0]);
    for (const s of strings) if (deck.has(s)) check(allowed(s), `seat ${viewer} can see ${s}`);
    v.players.forEach((p) => {
      if (p.seat === viewer) return;
      check(p.score === null, 'a score shown to another player');
      p.slots.forEach((slot, i) => {
        const real = state.hands[p.seat]?.[i];
        check(real !== undefined && slot.out === real.out, 'slot orientation differs');
        const face = slot.out ? 'name' in slot && slot.name === CARDS[typeOf(real.id)].name : Object.keys(slot).length === 1;
        check(face, 'a hidden slot shows more than its back');
      });
    });
    if (state.offer && v.offer)
      check(v.offer.cards.every((c) => (c.id !== undefined) === (viewer === state.offer?.from)), 'offer ids shown');
  }
  knowledge.logChecked = state.log.length;
}

const FIELDS: Record<string, string[]> = {
  gift: ['card', 'to', 'position'],
  offerTrade: ['cards', 'to'],
  counterOffer: ['cards'],
  acceptCounter: ['placement'],
  placeReceived: ['placement'],
  endTurn: ['done'],
};

/** An accepted action in canonical form: only the fields it uses, and cards in hand order. */
export function canonical(state: State, seat: Seat, action: Record<string, unknown>): Record<string, unknown> {
  const type = String(action.type);
  const card = typeof action.card === 'string' ? action.card : '';
  const fields = type === 'useAbility' ? ['card', ...(CARDS[typeOf(card)]?.ability?.args ?? [])] : (FIELDS[type] ?? []);
  const out: Record<string, unknown> = { type, player: seat };
  for (const f of fields) out[f] = action[f];
  if (Array.isArray(out.cards)) out.cards = ids(state, seat).filter((id) => (out.cards as unknown[]).includes(id));
  return out;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** Whether `legal` lists the canonical form of `action` (legal actions are canonical already). */
export function isListed(state: State, seat: Seat, legal: readonly Action[], action: Record<string, unknown>): boolean {
  const want = canonical(state, seat, action);
  const keys = Object.keys(want);
  return legal.some((l) => {
    const entry = l as unknown as Record<string, unknown>;
    return Object.keys(entry).length === keys.length && keys.every((k) => sameValue(entry[k], want[k]));
  });
}

const TYPES = Object.keys(STEP_OF);

function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[rng.int(0, items.length - 1)];
}

/** A random action near the legal ones: a mutated legal action, or fields drawn from small ranges. */
export function randomAction(state: State, seat: Seat, legal: readonly Action[], rng: Rng): Record<string, unknown> {
  const pool = [...ids(state, seat), ...state.rubble, ...state.deck.slice(0, 4), 'nope-1'];
  const small = () => rng.int(-1, 14);
  const base = pick(rng, legal);
  if (base && rng.int(0, 1) === 0) {
    const a: Record<string, unknown> = { ...base };
    const key = pick(rng, Object.keys(a).filter((k) => k !== 'type')) ?? 'player';
    const v = a[key];
    if (typeof v === 'number') a[key] = v + pick(rng, [-1, 1, 2])!;
    else if (typeof v === 'string') a[key] = pick(rng, pool);
    else if (typeof v === 'boolean') a[key] = 'yes';
    else if (Array.isArray(v)) a[key] = rng.int(0, 1) ? [...v].reverse() : [...v, v[0]];
    if (rng.int(0, 3) === 0) a.extra = 'ignored';
    return a;
  }
  const cards = Array.from({ length: rng.int(0, 4) }, () => pick(rng, pool));
  return {
    type: rng.int(0, 9) === 0 ? 'explode' : pick(rng, TYPES),
    ...(rng.int(0, 5) === 0 ? { player: rng.int(-1, state.seats) } : {}),
    card: pick(rng, pool), to: rng.int(-1, state.seats), position: small(), cards,
    placement: Array.from({ length: rng.int(0, 4) }, small), done: rng.int(0, 1) === 1,
    target: rng.int(-1, state.seats), index: small(), insertAt: small(),
    remove: pick(rng, pool), give: pick(rng, pool), take: pick(rng, pool),
  };
}

/** §9.7, 9.11: random actions from random seats; a rejection leaves the state as it was, an acceptance is listed. */
export function fuzz(state: State, rng: Rng, tries: number): void {
  const before = json(state);
  const legalBySeat = state.hands.map((_, s) => legalFor(state, s));
  for (let t = 0; t < tries; t++) {
    const seat = rng.int(0, 3) === 0 ? rng.int(-1, state.seats) : (expectedSeat(state) ?? 0);
    const action = randomAction(state, seat, legalBySeat[seat] ?? [], rng);
    const result = applyAction(state, seat, action);
    if (result.ok)
      check(isListed(state, seat, legalBySeat[seat] ?? [], action), `accepted but not listed: ${json(action)}`);
    else check(/^E_[A-Z_]+$/.test(result.error.code) && result.error.message.length > 0, 'bad error');
  }
  check(json(state) === before, 'an action mutated its input state');
}

/** §9.11: every listed action is accepted (all of them, or a random sample of `sample`). */
export function checkLegalAccepted(state: State, rng: Rng, sample: number): void {
  state.hands.forEach((_, s) => check(s === expectedSeat(state) || legalFor(state, s).length === 0, 'two actors'));
  const seat = expectedSeat(state);
  if (seat === null) return;
  const legal = legalFor(state, seat);
  check(legal.length > 0, 'the expected player has no legal action');
  const chosen =
    legal.length <= sample ? legal : Array.from({ length: sample }, () => legal[rng.int(0, legal.length - 1)] as Action);
  for (const action of chosen) {
    const result = applyAction(state, seat, action);
    check(result.ok, `legal action rejected: ${json(action)} ${result.ok ? '' : result.error.code}`);
  }
}
