/**
 * Saltmarket (spec: shared/specs/saltmarket.md). Merchants move one pawn a turn to a vacant building and take its
 * action: gather or convert goods, nudge the market, or ship goods to buy a building. After someone's 4th purchase,
 * every other player gets one last turn.
 *
 * Where things live: buildings.ts and characters.ts (the tables), goods.ts, market.ts, symbols.ts, setup.ts and
 * setup-choice.ts (the deal and the secret choice), sealed-deal.ts and sealed.ts (the characters' deal from a second
 * seed, and what a public record shows of it), move.ts with toll.ts and feasibility.ts, resolve.ts (the effect queue)
 * with gains.ts, one file per decision (gain-choice.ts, trade.ts, market-moves.ts, buy.ts with shipment.ts and
 * purchase.ts), odd-jobs.ts, turn-end.ts, scoring.ts, legal.ts, choices.ts, view.ts, log.ts, decision-basis.ts.
 */
import { type Engine, NOTHING_ASKED } from '../core/engine.ts';
import { withoutOptions } from '../core/options.ts';
import { assertNever } from '../core/result.ts';
import { about } from './about.ts';
import { type SaltAction, actionSchema } from './actions.ts';
import { applyAction } from './apply.ts';
import { check, gate } from './check.ts';
import { choices } from './choices.ts';
import { decisionBasis } from './decision-basis.ts';
import { awaiting, legalActions } from './legal.ts';
import { MAX_SEATS, MIN_SEATS } from './limits.ts';
import { outcome, scores } from './scoring.ts';
import { sealedPart } from './sealed.ts';
import { setup } from './setup.ts';
import type { SaltOptions, SaltState } from './state.ts';
import { type SaltView, viewFor } from './view.ts';
import { determinize } from './determinize.ts';

export const saltmarket: Engine<SaltState, SaltAction, SaltView, SaltOptions> = {
  ...about,
  rulesVersion: 1,
  options: [],
  parseOptions: withoutOptions(about),
  actionSchema,
  setup: (seats, _options, seed, narrator, sealed) => setup(seats, seed, narrator, sealed),
  sealed: sealedPart,
  awaiting,
  gate,
  check,
  apply: applyAction,
  legalActions,
  choices,
  view: viewFor,
  outcome,
  decisionBasis,
  phase: (state) => state.phase,
  scores,
  determinize,
  describeTurn(state, seat) {
    if (!awaiting(state).includes(seat)) return NOTHING_ASKED;
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

export type { SaltAction } from './actions.ts';
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
export { type SkipReason, type SkippedBuy, skippedBuyOf } from './skipped-buy.ts';
