import type { Seat } from '../core/game.ts';
import type { Result } from '../core/result.ts';
import { assertNever, err, ok } from '../core/result.ts';
import { useAbility } from './abilities.ts';
import type { CardId } from './deck.ts';
import { gift } from './gift.ts';
import type { State, Step } from './state.ts';
import { expectedSeat } from './state.ts';
import { acceptCounter, counterOffer, declineOffer, offerTrade, placeReceived, rejectCounter } from './trade.ts';
import { endTurn, pass } from './turn.ts';

/** Spec §4 payloads. `player` is always the acting seat (filled from the seat token when absent). */
export interface GiftAction { type: 'gift'; player: Seat; card: CardId; to: Seat; position: number }
export interface OfferTradeAction { type: 'offerTrade'; player: Seat; cards: CardId[]; to: Seat }
export interface PassAction { type: 'pass'; player: Seat }
export interface DeclineOfferAction { type: 'declineOffer'; player: Seat }
export interface CounterOfferAction { type: 'counterOffer'; player: Seat; cards: CardId[] }
export interface AcceptCounterAction { type: 'acceptCounter'; player: Seat; placement: number[] }
export interface RejectCounterAction { type: 'rejectCounter'; player: Seat }
export interface PlaceReceivedAction { type: 'placeReceived'; player: Seat; placement: number[] }
export interface EndTurnAction { type: 'endTurn'; player: Seat; done: boolean }
/** An event card's ability; which of the optional args it needs depends on the card (spec §6.3). */
export interface UseAbilityAction {
  type: 'useAbility';
  player: Seat;
  card: CardId;
  target?: Seat;
  index?: number;
  insertAt?: number;
  remove?: CardId;
  give?: CardId;
  take?: CardId;
}

export type Action =
  | GiftAction
  | OfferTradeAction
  | PassAction
  | DeclineOfferAction
  | CounterOfferAction
  | AcceptCounterAction
  | RejectCounterAction
  | PlaceReceivedAction
  | UseAbilityAction
  | EndTurnAction;

export type ActionType = Action['type'];

/** The step in which each action is allowed. */
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

const WAITING_FOR: Record<Step, string> = {
  act: 'the active player to gift, trade or use an ability',
  respond: 'the asked player to decline or counter the offer',
  decide: 'the offering player to accept or reject the counter-offer',
  place: 'the counter-offerer to place the cards they receive',
  endTurn: 'the active player to end their turn',
  gameOver: 'nobody: the game is over',
};

type Fields = Record<string, unknown>;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message: string) => err('E_BAD_PAYLOAD', message);

/** Field type checks (E_BAD_PAYLOAD); each returns an error message or null. */
const needString = (f: Fields, k: string) =>
  typeof f[k] === 'string' ? null : `\`${k}\` must be a card id (a string).`;
const needInt = (f: Fields, k: string) => (isInt(f[k]) ? null : `\`${k}\` must be a whole number.`);
const needCards = (f: Fields, k: string) =>
  Array.isArray(f[k]) && (f[k] as unknown[]).every((c) => typeof c === 'string')
    ? null
    : `\`${k}\` must be an array of card ids.`;
const needArray = (f: Fields, k: string) => (Array.isArray(f[k]) ? null : `\`${k}\` must be an array of indices.`);
const needBool = (f: Fields, k: string) => (typeof f[k] === 'boolean' ? null : `\`${k}\` must be true or false.`);

const FIELDS: Record<ActionType, [string, (f: Fields, k: string) => string | null][]> = {
  gift: [['card', needString], ['to', needInt], ['position', needInt]],
  offerTrade: [['cards', needCards], ['to', needInt]],
  pass: [],
  declineOffer: [],
  counterOffer: [['cards', needCards]],
  acceptCounter: [['placement', needArray]],
  rejectCounter: [],
  placeReceived: [['placement', needArray]],
  useAbility: [['card', needString]],
  endTurn: [['done', needBool]],
};

/** Shape checks of an untrusted payload (E_BAD_PAYLOAD). Unused fields are ignored. */
export function parseAction(seat: Seat, input: unknown): Result<{ action: Action; raw: Fields }> {
  if (!isObject(input)) return bad('An action must be an object with a `type`.');
  const type = input.type;
  if (typeof type !== 'string' || !Object.hasOwn(STEP_OF, type))
    return bad(`Unknown action type ${JSON.stringify(type)}. Known types: ${Object.keys(STEP_OF).join(', ')}.`);
  const player = input.player;
  if (player !== undefined && player !== null && player !== seat)
    return bad(`The action names player ${JSON.stringify(player)}, but you are player ${seat}.`);
  for (const [key, check] of FIELDS[type as ActionType]) {
    const problem = check(input, key);
    if (problem) return bad(problem);
  }
  const fields = Object.fromEntries(FIELDS[type as ActionType].map(([k]) => [k, input[k]]));
  return ok({ action: { ...fields, type, player: seat } as Action, raw: input });
}

/** Spec §4: common checks in order, then the action's own checks; the first failure is returned. */
export function applyAction(state: State, seat: Seat, input: unknown): Result<State> {
  if (state.step === 'gameOver') return err('E_GAME_OVER', 'The game is over: no more actions are possible.');
  if (!isInt(seat) || seat < 0 || seat >= state.seats)
    return err('E_UNKNOWN_PLAYER', `There is no player ${seat} in this ${state.seats}-player game.`);
  const parsed = parseAction(seat, input);
  if (!parsed.ok) return parsed;
  const { action, raw } = parsed.value;
  if (STEP_OF[action.type] !== state.step)
    return err('E_WRONG_STEP', `You cannot ${action.type} now: the game is waiting for ${WAITING_FOR[state.step]}.`);
  const expected = expectedSeat(state);
  if (seat !== expected)
    return err(
      'E_NOT_YOUR_TURN',
      `It is not your move: the game is waiting for player ${expected} (${WAITING_FOR[state.step]}).`,
    );
  switch (action.type) {
    case 'gift':
      return gift(state, action);
    case 'offerTrade':
      return offerTrade(state, action);
    case 'pass':
      return pass(state, action);
    case 'declineOffer':
      return declineOffer(state, action);
    case 'counterOffer':
      return counterOffer(state, action);
    case 'acceptCounter':
      return acceptCounter(state, action);
    case 'rejectCounter':
      return rejectCounter(state, action);
    case 'placeReceived':
      return placeReceived(state, action);
    case 'useAbility':
      return useAbility(state, action.player, action.card, raw);
    case 'endTurn':
      return endTurn(state, action);
    default:
      return assertNever(action);
  }
}
