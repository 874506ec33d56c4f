import { z } from 'zod';
import type { AbilityArg } from './cards.ts';
import { CARDS, isCardType } from './cards.ts';
import { typeOf } from './deck.ts';
import type { Step } from './state.ts';

/**
 * Spec §4 payloads, declared once. `player` is the acting seat (the platform writes it from the seat token); fields
 * an action does not use are dropped. `cards` may name the cards in any order (the rules store and return them in
 * hand order). A `placement` need only be an array here: its entries are checked by the rules (E_BAD_PLACEMENT:
 * "not distinct integers", spec §4). An ability's args are read loosely, to keep the spec's order of errors: one of
 * the wrong type reads as missing, and the ability reports it after E_ALREADY_USED (E_BAD_PAYLOAD, abilities.ts).
 */

const seat = z.number().int();
const cardId = z.string();
const cards = z.array(cardId);
/** Any array: whether its entries are distinct integers in range is E_BAD_PLACEMENT, checked by the rules. */
const placement = z.custom<number[]>((value) => Array.isArray(value), { message: 'expected an array of indices' });

const gift = z.object({ type: z.literal('gift'), player: seat, card: cardId, to: seat, position: z.number().int() });
const offerTrade = z.object({ type: z.literal('offerTrade'), player: seat, cards, to: seat });
const pass = z.object({ type: z.literal('pass'), player: seat });
const declineOffer = z.object({ type: z.literal('declineOffer'), player: seat });
const counterOffer = z.object({ type: z.literal('counterOffer'), player: seat, cards });
const acceptCounter = z.object({ type: z.literal('acceptCounter'), player: seat, placement });
const rejectCounter = z.object({ type: z.literal('rejectCounter'), player: seat });
const placeReceived = z.object({ type: z.literal('placeReceived'), player: seat, placement });
const endTurn = z.object({ type: z.literal('endTurn'), player: seat, done: z.boolean() });

/** An ability arg of the wrong type reads as missing; the ability then asks for it (after E_ALREADY_USED). */
const looseInt = z.number().int().optional().catch(undefined);
const looseCard = z.string().optional().catch(undefined);

/** The args an event card's ability reads (none for a card that is not an event). */
function argsOf(card: string): readonly AbilityArg[] {
  const type = typeOf(card);
  return isCardType(type) ? (CARDS[type].ability?.args ?? []) : [];
}

/** An event card's ability; which args it needs depends on the card (spec §6.3). Args it does not read are dropped. */
const useAbility = z
  .object({
    type: z.literal('useAbility'),
    player: seat,
    card: cardId,
    target: looseInt,
    index: looseInt,
    insertAt: looseInt,
    remove: looseCard,
    give: looseCard,
    take: looseCard,
  })
  .transform((action) => {
    const kept: typeof action = { type: action.type, player: action.player, card: action.card };
    for (const arg of argsOf(action.card)) if (action[arg] !== undefined) Object.assign(kept, { [arg]: action[arg] });
    return kept;
  });

export const actionSchema = z.discriminatedUnion('type', [
  gift,
  offerTrade,
  pass,
  declineOffer,
  counterOffer,
  acceptCounter,
  rejectCounter,
  placeReceived,
  useAbility,
  endTurn,
]);

export type ArquetectAction = z.infer<typeof actionSchema>;
export type ActionType = ArquetectAction['type'];
export type ActionOf<T extends ActionType> = Extract<ArquetectAction, { type: T }>;

export type GiftAction = ActionOf<'gift'>;
export type OfferTradeAction = ActionOf<'offerTrade'>;
export type PassAction = ActionOf<'pass'>;
export type DeclineOfferAction = ActionOf<'declineOffer'>;
export type CounterOfferAction = ActionOf<'counterOffer'>;
export type AcceptCounterAction = ActionOf<'acceptCounter'>;
export type RejectCounterAction = ActionOf<'rejectCounter'>;
export type PlaceReceivedAction = ActionOf<'placeReceived'>;
export type UseAbilityAction = ActionOf<'useAbility'>;
export type EndTurnAction = ActionOf<'endTurn'>;

/** The step in which each action is allowed (spec §3). */
export const STEP_OF: Record<ActionType, Step> = {
  gift: 'act',
  offerTrade: 'act',
  pass: 'act',
  useAbility: 'act',
  declineOffer: 'respond',
  counterOffer: 'respond',
  acceptCounter: 'decide',
  rejectCounter: 'decide',
  placeReceived: 'place',
  endTurn: 'endTurn',
};
