/**
 * Saltmarket (spec: shared/specs/saltmarket.md). Merchants move one pawn a turn to a vacant building and take its
 * action: gather or convert goods, nudge the market, or ship goods to buy a building. After someone's 4th purchase,
 * every other player gets one last turn.
 *
 * Where things live: buildings.ts and characters.ts (the tables), goods.ts, market.ts, symbols.ts, setup.ts and
 * setup-choice.ts (the deal and the secret choice), move.ts with toll.ts and feasibility.ts, resolve.ts (the effect
 * queue) with gains.ts, one file per decision (gain-choice.ts, trade.ts, market-moves.ts, buy.ts with shipment.ts
 * and purchase.ts), odd-jobs.ts, turn-end.ts, scoring.ts, legal.ts, choices.ts, view.ts, log.ts, decision-basis.ts.
 */
import type { Engine } from '../core/engine.ts';
import { assertNever, err, ok } from '../core/result.ts';
import { type SaltAction, actionSchema } from './actions.ts';
import { applyAction, gate } from './apply.ts';
import { choices } from './choices.ts';
import { decisionBasis } from './decision-basis.ts';
import { awaiting, legalActions } from './legal.ts';
import { MAX_SEATS, MIN_SEATS } from './limits.ts';
import { outcome, scores } from './scoring.ts';
import { setup } from './setup.ts';
import type { SaltOptions, SaltState } from './state.ts';
import { type SaltView, viewFor } from './view.ts';
import { determinize } from './determinize.ts';

export const saltmarket: Engine<SaltState, SaltAction, SaltView, SaltOptions> = {
  id: 'saltmarket',
  title: 'Saltmarket',
  rulesVersion: 1,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  options: [],
  parseOptions(input, seats) {
    if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS)
      return err('E_BAD_SEATS', `Saltmarket is for 1 to 4 players, not ${seats}.`);
    if (input === undefined || input === null) return ok({});
    if (typeof input !== 'object' || Array.isArray(input))
      return err('E_BAD_OPTIONS', 'Options must be an object; Saltmarket has none, so send {}.');
    const names = Object.keys(input);
    if (names.length > 0) return err('E_BAD_OPTIONS', `Saltmarket has no options (got ${names.join(', ')}).`);
    return ok({});
  },
  actionSchema,
  setup: (seats, _options, seed) => setup(seats, seed),
  awaiting,
  gate,
  apply: applyAction,
  legalActions,
  choices,
  view: viewFor,
  outcome,
  decisionBasis,
  scores,
  determinize,
  describeTurn(state, seat) {
    if (!awaiting(state).includes(seat)) return 'The game does not need anything from you right now.';
    if (state.phase === 'setup') return 'Choose your character and your starting goods.';
    switch (state.step) {
      case 'move':
        return 'Your turn: move your pawn to a vacant building.';
      case 'GAIN_CHOICE':
        return 'Choose the goods you gain.';
      case 'TRADE':
        return 'Trade 2 of one good for 3 of another.';
      case 'MARKET_TOP':
        return 'Choose a good to move to the top of the market.';
      case 'MARKET_SWAP':
        return 'Choose two goods to swap on the market.';
      case 'BUY':
        return 'Ship goods and buy a building.';
      case 'MAY_BUY':
        return 'You may ship goods and buy a building.';
      default:
        return assertNever(state.step);
    }
  },
};

export type { CanonicalAction, SaltAction } from './actions.ts';
export type { BuildingId } from './building-ids.ts';
export type { BuildingSymbol, TownBuilding, TownBuildingId } from './buildings.ts';
export type { Character, CharacterId, StartingBuildingId } from './characters.ts';
export type { Effect } from './effects.ts';
export type { Good, Goods, GoodsMap } from './goods.ts';
export type { SeatDetails } from './scoring.ts';
export type { EndTrigger, Phase, Player, SaltOptions, SaltState, SetupChoice, Step } from './state.ts';
export type { PlayerView, SaltView } from './view.ts';
export { TOWN_BUILDINGS } from './buildings.ts';
export { CHARACTERS } from './characters.ts';
export { GOODS } from './goods.ts';
export { SLOT_VALUES } from './market.ts';
export { MAX_SEATS, MIN_SEATS } from './limits.ts';
export { type BuyPreview, type Buyer, buyPreview, buyTermsOf, shippingTerms } from './buy-preview.ts';
export type { BuyTerms } from './purchase.ts';
