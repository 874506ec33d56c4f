import type { Viewer } from '../core/engine.ts';
import { CARDS } from './cards.ts';
import { typeOf } from './deck.ts';
import { outwardCount } from './hand.ts';
import type { ArquetectState } from './state.ts';
import { expectedSeat, MAX_TRADE_CARDS, MAX_TURNS, OUTWARD_LIMIT } from './state.ts';
import { view } from './view.ts';

/**
 * The game-specific invariants of spec §9 as plain checks (they throw), run by the conformance suite after every
 * step (`invariants`) and by the long playouts. Not part of the game. Determinism, replay, legal ⇔ accepted,
 * termination, hidden ids and the view bound are the conformance suite's own checks.
 */

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

const ids = (state: ArquetectState, seat: number) => (state.hands[seat] ?? []).map((s) => s.id);
const json = (v: unknown) => JSON.stringify(v);
const allCards = (state: ArquetectState) => [...state.hands.flat().map((s) => s.id), ...state.rubble];

/** §9.1 (no card in two places), 9.4 (no ≥4 outward while running), 9.5 (one actor, candidates), 9.6 (turns). */
export function checkState(state: ArquetectState): void {
  const all = allCards(state);
  check(new Set(all).size === all.length, 'a card is in two places');
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
    check(offer.cards.length >= 1 && offer.cards.length <= MAX_TRADE_CARDS, 'an offer of 0 or more than 3 cards');
    check(!offer.candidates.includes(offer.from), 'the offerer is a candidate');
    check(offer.candidates.every((c) => !state.done[c]), 'a done candidate');
    check(new Set(offer.candidates).size === offer.candidates.length, 'a candidate asked twice');
    check(offer.at < offer.candidates.length, 'candidate index out of range');
    check((offer.counter !== null) === (state.step !== 'respond'), 'counter and step disagree');
    check((offer.acceptPlacement !== null) === (state.step === 'place'), 'placement and step disagree');
    const counter = offer.counter;
    if (counter) {
      check(counter.by === offer.candidates[offer.at], 'a counter-offer from a player not asked');
      const size = counter.cards.length;
      check(size >= 1 && size <= MAX_TRADE_CARDS, 'a counter-offer of 0 or more than 3 cards');
      check(offer.acceptPlacement === null || offer.acceptPlacement.length === size, 'a placement of the wrong size');
    }
  }
}

/** `after` is `before` with two neighbours swapped (Renovation). */
function oneNeighbourSwap(before: readonly string[], after: readonly string[]): boolean {
  if (before.length !== after.length) return false;
  const differ = before.flatMap((id, i) => (id === after[i] ? [] : [i]));
  const [i, j] = differ;
  return differ.length === 2 && i !== undefined && j === i + 1 && before[i] === after[j] && before[j] === after[i];
}

/** The Renovation card `seat` turned outward in this step, if any. */
function renovated(before: ArquetectState, after: ArquetectState, seat: number): boolean {
  const turned = (id: string) => before.hands[seat]?.some((o) => o.id === id && !o.out) ?? false;
  return (after.hands[seat] ?? []).some((slot) => slot.out && typeOf(slot.id) === 'renovation' && turned(slot.id));
}

/** §9.1 conservation, 9.2 order, 9.3 frozen done hands, 9.4 orientation, and the swap of §3 placement. */
export function checkTransition(before: ArquetectState, after: ArquetectState): void {
  check(json(allCards(before).sort()) === json(allCards(after).sort()), 'cards are not conserved');
  const actor = expectedSeat(before);
  for (let s = 0; s < before.seats; s++) {
    const was = ids(before, s);
    const now = ids(after, s);
    check(!before.done[s] || after.done[s] === true, 'done reverted');
    if (before.done[s]) check(json(before.hands[s]) === json(after.hands[s]), `done seat ${s}'s hand changed`);
    const stayedBefore = was.filter((id) => now.includes(id));
    const stayedAfter = now.filter((id) => was.includes(id));
    if (s === actor && renovated(before, after, s))
      check(oneNeighbourSwap(was, now), 'Renovation did not swap exactly two neighbours');
    else check(json(stayedBefore) === json(stayedAfter), `seat ${s}'s hand was reordered`);
    for (const slot of after.hands[s] ?? []) {
      const old = before.hands[s]?.find((o) => o.id === slot.id);
      if (!old) check(!slot.out, `${slot.id} entered a hand facing out`);
      else if (slot.out && !old.out)
        check(
          before.step === 'act' && s === actor && CARDS[typeOf(slot.id)].ability !== undefined,
          `${slot.id} turned outward`,
        );
      else check(slot.out === old.out, `${slot.id} turned back in`);
    }
  }
  const offer = before.offer;
  if (before.step === 'place' && offer?.counter) {
    check(after.step === 'endTurn' && after.offer === null, 'the swap did not end the negotiation');
    const counter = offer.counter;
    counter.cards.forEach((id, j) =>
      check(ids(after, offer.from)[offer.acceptPlacement?.[j] ?? -1] === id, 'counter card misplaced'),
    );
    check(offer.cards.every((id) => ids(after, counter.by).includes(id)), 'an offered card did not arrive');
  } else if (['respond', 'decide', 'endTurn'].includes(before.step))
    check(json(before.hands) === json(after.hands), 'hands changed before the swap');
}

/** §5, §9.8: other hands show backs (and the names of outward cards) only; trade ids and placements stay private. */
export function checkViews(state: ArquetectState): void {
  if (state.step === 'gameOver') return;
  const viewers: Viewer[] = [null, ...state.hands.map((_, s) => s)];
  for (const viewer of viewers) {
    const v = view(state, viewer);
    for (const p of v.players) {
      if (p.seat === viewer) continue;
      check(p.score === null, 'a score shown to another player');
      p.slots.forEach((slot, i) => {
        const real = state.hands[p.seat]?.[i];
        check(real !== undefined && slot.out === real.out, 'slot orientation differs');
        const face = slot.out
          ? 'name' in slot && slot.name === CARDS[typeOf(real.id)].name && !('id' in slot)
          : Object.keys(slot).length === 1;
        check(face, 'a hidden slot shows more than its back');
      });
    }
    const offer = state.offer;
    if (offer && v.offer) {
      check(v.offer.cards.every((c) => (c.id !== undefined) === (viewer === offer.from)), 'offer ids shown');
      const by = offer.counter?.by;
      check(v.offer.counter?.cards.every((c) => (c.id !== undefined) === (viewer === by)) ?? true, 'counter ids shown');
      check(v.offer.acceptPlacement === null || viewer === offer.from, 'the accepted placement shown');
    }
  }
}

/** Everything above, after one step (the conformance suite's `invariants`). */
export function checkStep(after: ArquetectState, before: ArquetectState): void {
  checkState(after);
  checkTransition(before, after);
  checkViews(after);
}
