import type { Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { UseAbilityAction } from './actions.ts';
import type { AbilityArgs } from './ability-effects.ts';
import { EFFECTS } from './ability-effects.ts';
import type { Ability } from './cards.ts';
import { CARDS } from './cards.ts';
import { typeOf } from './deck.ts';
import { indexOfCard, outwardCount } from './hand.ts';
import { publicLine } from './log.ts';
import type { ArquetectState } from './state.ts';
import { handOf, OUTWARD_LIMIT, turnNumber, withState } from './state.ts';
import { endGame } from './turn.ts';

/**
 * useAbility (spec §4, §6.3): the card must be a facing-in Event in your hand; its args are type-checked only then
 * (the schema reads an ill-typed arg as missing); the effect's own checks follow. Afterwards the card turns outward
 * if it is still yours, and four outward cards end the game at once.
 */

const INT_ARGS = new Set(['target', 'index', 'insertAt']);

/** The ability's own args, each present with its type (E_BAD_PAYLOAD otherwise). */
function argsFor(ability: Ability, action: UseAbilityAction): Result<AbilityArgs> {
  const args: AbilityArgs = { target: 0, index: 0, insertAt: 0, remove: '', give: '', take: '' };
  for (const name of ability.args) {
    const value = action[name];
    if (value === undefined)
      return err(
        'E_BAD_PAYLOAD',
        `This ability needs \`${name}\`: ${INT_ARGS.has(name) ? 'a whole number' : 'a card id (a string)'}.`,
      );
    Object.assign(args, { [name]: value });
  }
  return ok(args);
}

export function useAbility(state: ArquetectState, action: UseAbilityAction, narrator: Narrator): Result<Transition<ArquetectState>> {
  const { player, card } = action;
  const hand = handOf(state, player);
  const at = indexOfCard(hand, card);
  if (at < 0) return err('E_CARD_NOT_IN_HAND', `The card ${card} is not in your hand.`);
  const row = CARDS[typeOf(card)];
  if (!row.ability) return err('E_NOT_EVENT', `${row.name} is not an Event card: it has no ability.`);
  if (hand[at]?.out)
    return err('E_ALREADY_USED', `${row.name} faces outward: its ability is used until the card changes hands.`);
  const args = argsFor(row.ability, action);
  if (!args.ok) return args;
  const effect = EFFECTS[row.ability.kind]({ state, narrator, player, card, args: args.value });
  if (!effect.ok) return effect;
  const { hands, rubble, log } = effect.value;
  const own = hands[player] ?? [];
  const mine = indexOfCard(own, card);
  const rotated = mine < 0 ? own : own.map((slot, i) => (i === mine ? { ...slot, out: true } : slot));
  const after: ArquetectState = withState(state, { hands: hands.map((h, s) => (s === player ? rotated : h)), rubble, step: 'endTurn' });
  const turned = publicLine(
    narrator,
    state,
    mine < 0 ? `${row.name} left @${player}'s hand and stays facing in.` : `${row.name} turns outward.`,
  );
  if (outwardCount(rotated) < OUTWARD_LIMIT) return ok({ state: after, log: [...log, turned] });
  const over = endGame(after, 'fourOutward', turnNumber(state), narrator);
  return ok({ state: over.state, log: [...log, turned, ...over.log] });
}
