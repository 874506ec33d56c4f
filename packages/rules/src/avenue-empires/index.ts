/**
 * Avenue Empires (spec: shared/specs/avenue-empires.md). Draw, secretly pass a card to each neighbour, secretly
 * build one card in one of three avenues; the best city wins.
 *
 * Where things live: cards.ts (every card's rule), setup.ts, trading.ts, building.ts, round.ts (Production and
 * the end check), city.ts (grid, adjacency, groups), scoring.ts, actions.ts (the action schema, the gate and
 * dispatch), legal.ts, view.ts, log.ts (how entries read), decision-basis.ts (stale submits).
 */
import { type Engine, NOTHING_ASKED } from '../core/engine.ts';
import { withoutOptions } from '../core/options.ts';
import { about } from './about.ts';
import { type AvenueAction, actionSchema, applyAction, gate } from './actions.ts';
import { choices } from './choices.ts';
import { decisionBasis } from './decision-basis.ts';
import { determinize } from './determinize.ts';
import { awaiting, legalActions } from './legal.ts';
import { cityScores, rankCities } from './scoring.ts';
import { searchBudgets } from './search-budgets.ts';
import { chanceScale } from './chance-scale.ts';
import { setup } from './setup.ts';
import type { AvenueOptions, AvenueState } from './state.ts';
import { type AvenueView, viewFor } from './view.ts';

export const avenueEmpires: Engine<AvenueState, AvenueAction, AvenueView, AvenueOptions> = {
  ...about,
  rulesVersion: 1,
  options: [],
  parseOptions: withoutOptions(about),
  actionSchema,
  setup: (seats, _options, seed, narrator) => setup(seats, seed, narrator),
  awaiting,
  gate,
  apply: applyAction,
  legalActions,
  choices,
  view: viewFor,
  outcome: (state) => (state.phase === 'gameOver' ? rankCities(state.cities) : null),
  decisionBasis,
  determinize,
  searchBudgets,
  chanceScale,
  scores: (state) => cityScores(state.cities),
  describeTurn(state, seat) {
    // a seat whose secret choice is in (or that holds nothing to build) waits on the others
    if (!awaiting(state).includes(seat)) return NOTHING_ASKED;
    const round = `Round ${state.round} of ${state.rounds}`;
    return state.phase === 'trading'
      ? `${round}: choose which card to pass to your left neighbour and which to your right.`
      : `${round}: choose a card to build and the avenue to build it in.`;
  },
};

export type { AvenueAction } from './actions.ts';
export type { AvenueOptions, AvenueState, Choice, Phase } from './state.ts';
export type { AvenueView, BuiltCardView, CatalogueEntry, PlayerView } from './view.ts';
export type { CardScore, CityScore, SeatDetails } from './scoring.ts';
export type { AvenueName, City } from './city.ts';
export type { CardType, NetworkType } from './cards.ts';
export type { CardId } from './ids.ts';
