/**
 * The Trading phase (spec §3 step 2, §4 chooseTrade): secret, changeable choices that resolve all at once when
 * the last outstanding player submits. Each choice is narrated to its chooser only.
 */
import type { Seat } from '../core/engine.ts';
import { andThen, privateTo, publicEntry } from '../core/log.ts';
import { type Result, err, ok } from '../core/result.ts';
import { type CardId, sortCanonical } from './ids.ts';
import { cardLabel } from './log.ts';
import { rememberPasses } from './passed-cards.ts';
import {
  type AvenueState,
  type AvenueTransition,
  type TradeChoice,
  clearChoices,
  leftOf,
  recordChoice,
  rightOf,
  withState,
} from './state.ts';

/** The private line for `seat`'s trade: what it chose, changed to, or chose again. */
function choiceText(seat: Seat, seats: number, choice: TradeChoice, earlier: TradeChoice | null): string {
  const [left, right] = [leftOf(seat, seats), rightOf(seat, seats)];
  const passes = `${cardLabel(choice.left)} to @${left} and ${cardLabel(choice.right)} to @${right}`;
  if (earlier === null) return `@${seat} chose to pass ${passes}`;
  const same = earlier.left === choice.left && earlier.right === choice.right;
  return `@${seat} ${same ? 'kept' : 'changed'} their trade: pass ${passes}`;
}

/** Records `seat`'s trade (replacing an earlier one) and resolves the phase once everyone has chosen. */
export function chooseTrade(state: AvenueState, seat: Seat, left: CardId, right: CardId): Result<AvenueTransition> {
  if (state.phase !== 'trading') {
    return err('E_WRONG_PHASE', `You can only choose a trade during Trading; it is now the ${state.phase} phase.`);
  }
  const hand = state.hands[seat] ?? [];
  for (const id of [left, right]) {
    if (!hand.includes(id)) return err('E_CARD_NOT_IN_HAND', `You cannot pass ${id}: it is not in your hand.`);
  }
  if (left === right) {
    return err('E_SAME_CARD', `You must pass two different cards, one to each neighbour, not ${left} twice.`);
  }
  const choice: TradeChoice = { kind: 'trade', left, right };
  const earlier = state.pending[seat];
  const recorded = recordChoice(state, seat, choice);
  if (!recorded.ok) return recorded;
  const before = earlier?.kind === 'trade' ? earlier : null;
  const log = [privateTo(state.round, () => choiceText(seat, state.seats, choice, before), [seat])];
  const chosen: AvenueTransition = { state: recorded.value, log };
  return ok(recorded.value.pending.every((p) => p !== null) ? andThen(chosen, resolveTrading) : chosen);
}

/** All passes happen at once: a card received now can never be passed on in the same phase. */
export function resolveTrading(state: AvenueState): AvenueTransition {
  const n = state.seats;
  const choices = state.pending.map((p, seat) => {
    if (p?.kind !== 'trade') throw new Error(`seat ${seat} has no trade to resolve`);
    return p;
  });
  const received: CardId[][] = choices.map(() => []);
  choices.forEach((c, seat) => {
    received[leftOf(seat, n)]?.push(c.left);
    received[rightOf(seat, n)]?.push(c.right);
  });
  const hands = state.hands.map((hand, seat) => {
    const c = choices[seat] as TradeChoice;
    const kept = hand.filter((id) => id !== c.left && id !== c.right);
    return sortCanonical([...kept, ...(received[seat] ?? [])]);
  });
  const r = state.round;
  const passes = choices.map((c, seat) => {
    const [left, right] = [leftOf(seat, n), rightOf(seat, n)];
    const fromLeft = (choices[left] as TradeChoice).right;
    const fromRight = (choices[right] as TradeChoice).left;
    return privateTo(
      r,
      () =>
        `@${seat} passed ${cardLabel(c.left)} to @${left} and ${cardLabel(c.right)} to @${right}; ` +
        `received ${cardLabel(fromLeft)} from @${left} and ${cardLabel(fromRight)} from @${right}`,
      [seat],
    );
  });
  const passedCards = rememberPasses(state.passedCards, choices, r);
  return {
    state: withState(clearChoices(state), { hands, phase: 'building', passedCards }),
    log: [publicEntry(r, `Round ${r}: every player passed one card to each neighbour`), ...passes],
  };
}
