/**
 * The Building phase (spec §3 step 3, §4 chooseBuild): every player holding cards secretly chooses a card and an
 * avenue; all placements are revealed together when the last outstanding player submits. Each choice is narrated
 * to its chooser only until then.
 */
import type { Seat } from '../core/engine.ts';
import { andThen, privateTo, publicEntry } from '../core/log.ts';
import { type Result, assertNever, err, ok } from '../core/result.ts';
import { type AvenueName, type City, isAvenue } from './city.ts';
import type { CardId } from './ids.ts';
import { AVENUE_NAMES, cardLabel } from './log.ts';
import { forgetBuilt } from './passed-cards.ts';
import { finishRound } from './round.ts';
import { type AvenueState, type AvenueTransition, type BuildChoice, clearChoices, recordChoice, withState } from './state.ts';

/** The private line for `seat`'s build: what it chose, changed to, or chose again. */
function choiceText(seat: Seat, choice: BuildChoice, earlier: BuildChoice | null): string {
  const build = `${cardLabel(choice.card)} in the ${AVENUE_NAMES[choice.avenue]} avenue`;
  if (earlier === null) return `@${seat} chose to build ${build}`;
  const same = earlier.card === choice.card && earlier.avenue === choice.avenue;
  return `@${seat} ${same ? 'kept' : 'changed'} their build: ${build}`;
}

/** Records `seat`'s build (replacing an earlier one) and resolves the phase once every card holder has chosen. */
export function chooseBuild(state: AvenueState, seat: Seat, card: CardId, avenue: string): Result<AvenueTransition> {
  if (state.phase !== 'building') {
    return err('E_WRONG_PHASE', `You can only choose a building during Building; it is now the ${state.phase} phase.`);
  }
  const hand = state.hands[seat] ?? [];
  if (hand.length === 0) return err('E_NO_CARDS', 'You have no cards left to build this round.');
  if (!hand.includes(card)) return err('E_CARD_NOT_IN_HAND', `You cannot build ${card}: it is not in your hand.`);
  if (!isAvenue(avenue)) {
    return err('E_BAD_AVENUE', `There is no avenue "${avenue}"; choose L (Left), C (Center) or R (Right).`);
  }
  const choice: BuildChoice = { kind: 'build', card, avenue };
  const earlier = state.pending[seat];
  const recorded = recordChoice(state, seat, choice);
  if (!recorded.ok) return recorded;
  const pending = recorded.value.pending;
  const before = earlier?.kind === 'build' ? earlier : null;
  // an inline arrow: a named one is renamed at every call where names are kept (tsx and wrangler keep them)
  const log = [privateTo(state.round, () => choiceText(seat, choice, before), [seat])];
  const chosen: AvenueTransition = { state: recorded.value, log };
  const everyoneChose = state.hands.every((h, s) => h.length === 0 || pending[s] !== null);
  return ok(everyoneChose ? andThen(chosen, resolveBuilding) : chosen);
}

/** `city` with `card` at the end of `avenue` (spelled out: a computed-key spread is the slow path). */
function withBuilt(city: City, avenue: AvenueName, card: CardId): City {
  switch (avenue) {
    case 'L':
      return { L: [...city.L, card], C: city.C, R: city.R };
    case 'C':
      return { L: city.L, C: [...city.C, card], R: city.R };
    case 'R':
      return { L: city.L, C: city.C, R: [...city.R, card] };
    default:
      return assertNever(avenue);
  }
}

/** Every chosen card leaves its hand and goes to the end of its avenue, all at once; then the end check runs. */
export function resolveBuilding(state: AvenueState): AvenueTransition {
  const r = state.round;
  const builds = state.pending.map((p) => (p?.kind === 'build' ? p : null));
  const hands = state.hands.map((hand, seat) => {
    const b = builds[seat];
    return b ? hand.filter((id) => id !== b.card) : hand;
  });
  const cities = state.cities.map((city, seat): City => {
    const b = builds[seat];
    return b ? withBuilt(city, b.avenue, b.card) : city;
  });
  const reveals = builds.flatMap((b, seat) => {
    if (!b) return [];
    const position = cities[seat]?.[b.avenue].length ?? 0;
    return [publicEntry(r, () => `@${seat} built ${cardLabel(b.card)} in the ${AVENUE_NAMES[b.avenue]} avenue at ${b.avenue}${position}`)];
  });
  const passedCards = forgetBuilt(state.passedCards, builds);
  const revealed = { state: withState(clearChoices(state), { hands, cities, passedCards }), log: reveals };
  return andThen(revealed, finishRound);
}
