import type { LogEntry, Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result, RuleError } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { AbilityKind } from './cards.ts';
import { checkPosition, checkTarget } from './checks.ts';
import type { CardId } from './deck.ts';
import { cardName } from './deck.ts';
import { indexOfCard, insertCard, removeAt } from './hand.ts';
import { position, positions, privateLine, publicLine } from './log.ts';
import type { Slot, ArquetectState } from './state.ts';
import { handOf, notDoneAfter, withHands } from './state.ts';

/** The six event abilities of spec §6.3: their own checks, in order, and their effects. */

/** The args of every ability; each ability reads only its own (see `CARDS[type].ability.args`). */
export interface AbilityArgs {
  target: Seat;
  index: number;
  insertAt: number;
  remove: CardId;
  give: CardId;
  take: CardId;
}

export interface AbilityContext {
  state: ArquetectState;
  /** Tells the ability's log. */
  narrator: Narrator;
  player: Seat;
  /** The event card being used. */
  card: CardId;
  args: AbilityArgs;
}

/** What an ability changes; the caller then turns the card outward and checks for four outward cards. */
export interface AbilityEffect {
  hands: Slot[][];
  rubble: CardId[];
  log: LogEntry[];
}

type Effect = (ctx: AbilityContext) => Result<AbilityEffect>;

const failWith = (error: RuleError): Result<never> => ({ ok: false, error });

/** Target checks, then E_TARGET_EMPTY, then the index in the target's hand. */
function checkVictim(state: ArquetectState, player: Seat, target: Seat, index: number): RuleError | null {
  const problem = checkTarget(state, player, target);
  if (problem) return problem;
  const victim = handOf(state, target);
  if (victim.length === 0) return { code: 'E_TARGET_EMPTY', message: `Player ${target} has no cards.` };
  return checkPosition(index, victim.length - 1, `The index in player ${target}'s hand`);
}

const heist: Effect = ({ state, narrator, player, args: { target, index, insertAt } }) => {
  const problem =
    checkVictim(state, player, target, index) ??
    checkPosition(insertAt, handOf(state, player).length, 'insertAt');
  if (problem) return failWith(problem);
  const victim = handOf(state, target);
  const stolen = (victim[index] as Slot).id;
  return ok({
    hands: withHands(state, {
      [target]: removeAt(victim, index),
      [player]: insertCard(handOf(state, player), stolen, insertAt),
    }),
    rubble: state.rubble,
    log: [
      publicLine(
        narrator,
        state,
        `@${player} uses Heist: takes the card at ${position(index)} of @${target}'s hand ` +
          `and inserts it at ${position(insertAt)}.`,
      ),
      privateLine(narrator, state, [player, target], `The stolen card is ${cardName(stolen)}.`),
    ],
  });
};

const renovation: Effect = ({ state, narrator, player, args: { index } }) => {
  const hand = handOf(state, player);
  if (hand.length < 2) return err('E_BAD_POSITION', 'Renovation needs at least two cards in your hand to swap.');
  const problem = checkPosition(index, hand.length - 2, 'The index to swap');
  if (problem) return failWith(problem);
  const swapped = hand.slice();
  swapped[index] = hand[index + 1] as Slot;
  swapped[index + 1] = hand[index] as Slot;
  return ok({
    hands: withHands(state, { [player]: swapped }),
    rubble: state.rubble,
    log: [publicLine(narrator, state, `@${player} uses Renovation: swaps their cards at ${positions([index, index + 1])}.`)],
  });
};

const demolition: Effect = ({ state, narrator, player, card, args: { remove } }) => {
  const hand = handOf(state, player);
  const at = indexOfCard(hand, remove);
  if (at < 0) return err('E_CARD_NOT_IN_HAND', `The card ${remove} is not in your hand.`);
  if (remove === card) return err('E_SELF_TARGET', 'Demolition must remove another card, not itself.');
  return ok({
    hands: withHands(state, { [player]: removeAt(hand, at) }),
    rubble: [...state.rubble, remove],
    log: [
      publicLine(
        narrator,
        state,
        `@${player} uses Demolition: ${cardName(remove)} (${remove}) at ${position(at)} goes to the rubble.`,
      ),
    ],
  });
};

const exchange: Effect = ({ state, narrator, player, card, args: { give, target, index } }) => {
  const hand = handOf(state, player);
  const at = indexOfCard(hand, give);
  if (at < 0) return err('E_CARD_NOT_IN_HAND', `The card ${give} is not in your hand.`);
  if (give === card) return err('E_SELF_TARGET', 'Exchange must give another card, not itself.');
  const problem = checkVictim(state, player, target, index);
  if (problem) return failWith(problem);
  const theirs = handOf(state, target);
  const taken = (theirs[index] as Slot).id;
  return ok({
    hands: withHands(state, {
      [player]: hand.map((slot, i) => (i === at ? { id: taken, out: false } : slot)),
      [target]: theirs.map((slot, i) => (i === index ? { id: give, out: false } : slot)),
    }),
    rubble: state.rubble,
    log: [
      publicLine(
        narrator,
        state,
        `@${player} uses Exchange: their card at ${position(at)} ` +
          `and @${target}'s card at ${position(index)} swap places.`,
      ),
      privateLine(narrator, state, [player, target], `@${player} gave ${cardName(give)} and took ${cardName(taken)}.`),
    ],
  });
};

const festival: Effect = ({ state, narrator, player }) => {
  const moves = state.hands.flatMap((hand, from) => {
    const last = hand.at(-1);
    const to = notDoneAfter(state, from)[0];
    return state.done[from] || !last || to === undefined ? [] : [{ from, to, id: last.id }];
  });
  const hands = state.hands.map((hand) => hand.slice());
  for (const { from } of moves) hands[from] = (hands[from] ?? []).slice(0, -1);
  for (const { to, id } of moves) hands[to] = insertCard(hands[to] ?? [], id, 0);
  const route = moves.map(({ from, to }) => `@${from} → @${to}`).join(', ');
  return ok({
    hands,
    rubble: state.rubble,
    log: [
      publicLine(
        narrator,
        state,
        `@${player} uses Festival: each rightmost card moves to the left end of the next hand (${route || 'none'}).`,
      ),
      ...moves.map(({ from, to, id }) => privateLine(narrator, state, [from, to], `@${from} passed ${cardName(id)} to @${to}.`)),
    ],
  });
};

const salvage: Effect = ({ state, narrator, player, args: { take, insertAt } }) => {
  if (!state.rubble.includes(take)) return err('E_NOT_IN_RUBBLE', `The card ${take} is not in the rubble pile.`);
  const hand = handOf(state, player);
  const problem = checkPosition(insertAt, hand.length, 'insertAt');
  if (problem) return failWith(problem);
  return ok({
    hands: withHands(state, { [player]: insertCard(hand, take, insertAt) }),
    rubble: state.rubble.filter((id) => id !== take),
    log: [
      publicLine(
        narrator,
        state,
        `@${player} uses Salvage: takes ${cardName(take)} (${take}) from the rubble to ${position(insertAt)}.`,
      ),
    ],
  });
};

export const EFFECTS: Record<AbilityKind, Effect> = { heist, renovation, demolition, exchange, festival, salvage };
