/**
 * What a seat remembers of the cards it passed (spec §5: a pass is seen by its giver and its receiver). The giver
 * knows the receiver holds the card until the receiver's next Trading; each Trading after that may move it one seat
 * further away (to a neighbour of a seat that may hold it, but not to the giver, who would see it come back). Cards
 * leave a hand only by a pass or a build, so a passed card is never in the deck. A card passed back to its giver is
 * in its hand again and a built card is public: both are forgotten, so every remembered card is hidden in one of
 * the other hands. Derived from the same events as the rest of the state: a replay reaches the same memory.
 */
import type { Seat } from '../core/engine.ts';
import type { CardId } from './ids.ts';
import { type AvenueState, type BuildChoice, type PassedCard, type TradeChoice, leftOf, rightOf } from './state.ts';

/** A card the viewer passed and has not seen since, with the seats that may hold it now (ascending). */
export interface PassedCardView {
  card: CardId;
  holders: Seat[];
}

/**
 * Every seat's memory after the Trading of `round` resolves (`choices`, one per seat): the two cards it received
 * are in its hand (forgotten if it had passed them), and its two passes are remembered.
 */
export function rememberPasses(
  memories: readonly PassedCard[][],
  choices: readonly TradeChoice[],
  round: number,
): PassedCard[][] {
  const n = choices.length;
  return choices.map((choice, seat) => {
    const [left, right] = [leftOf(seat, n), rightOf(seat, n)];
    const fromLeft = choices[left]?.right;
    const fromRight = choices[right]?.left;
    const memory: PassedCard[] = [];
    for (const p of memories[seat] ?? []) if (p.card !== fromLeft && p.card !== fromRight) memory.push(p);
    memory.push({ card: choice.left, to: left, round }, { card: choice.right, to: right, round });
    return memory;
  });
}

/** Whether `card` is one of `builds`' cards. */
function isBuilt(card: CardId, builds: readonly (BuildChoice | null)[]): boolean {
  for (const b of builds) if (b !== null && b.card === card) return true;
  return false;
}

/** Every seat's memory after a Building resolves: the built cards (`builds`, one per seat or null) are public. */
export function forgetBuilt(memories: PassedCard[][], builds: readonly (BuildChoice | null)[]): PassedCard[][] {
  let out = memories;
  for (let seat = 0; seat < memories.length; seat++) {
    const memory = memories[seat] as PassedCard[];
    for (const p of memory) {
      if (!isBuilt(p.card, builds)) continue;
      if (out === memories) out = memories.slice();
      out[seat] = memory.filter((kept) => !isBuilt(kept.card, builds));
      break;
    }
  }
  return out;
}

/**
 * The last round whose Trading has resolved at this point of `round`: the previous one while Trading is open, this
 * one once Building has begun, but Trading is skipped in the last round (spec §3).
 */
export function tradedThrough(phase: AvenueState['phase'], round: number, rounds: number): number {
  return phase === 'trading' ? round - 1 : Math.min(round, rounds - 1);
}

/**
 * The seats that may hold a card `giver` passed to `to` and has not seen since, `moves` Tradings after the pass:
 * `to` and the next `moves` seats on from it, away from the giver, at most every other seat; ascending.
 */
export function holdersOf(giver: Seat, to: Seat, moves: number, seats: number): Seat[] {
  const away = to === leftOf(giver, seats) ? leftOf : rightOf;
  const holders: Seat[] = [to];
  for (let q = to, k = 0; k < moves && holders.length < seats - 1; k++) {
    q = away(q, seats);
    holders.push(q);
  }
  return holders.sort((a, b) => a - b);
}

/** What `seat` remembers of its passes, as its view shows it. */
export function passedCardsView(state: AvenueState, seat: Seat): PassedCardView[] {
  const memory = state.passedCards[seat] ?? [];
  if (memory.length === 0) return [];
  const through = tradedThrough(state.phase, state.round, state.rounds);
  return memory.map((p) => ({ card: p.card, holders: holdersOf(seat, p.to, through - p.round, state.seats) }));
}
