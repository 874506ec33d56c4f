import { type Engine, NOTHING_ASKED } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import { about } from './about.ts';
import type { ArquetectAction } from './actions.ts';
import { actionSchema } from './actions.ts';
import { applyAction, gate } from './apply.ts';
import { choices } from './choices.ts';
import { determinize } from './determinize.ts';
import { estimate, noviceEstimate } from './estimate.ts';
import { legalActions } from './legal.ts';
import type { ArquetectOptions } from './options.ts';
import { optionSpecs, parseOptions } from './options.ts';
import { outcome, scores } from './scoring.ts';
import { searchBudgets } from './search-budgets.ts';
import { chanceScale } from './chance-scale.ts';
import { setup } from './setup.ts';
import type { ArquetectState } from './state.ts';
import { expectedSeat } from './state.ts';
import type { ArquetectView } from './view.ts';
import { view } from './view.ts';

export type { ArquetectAction, ActionOf, ActionType } from './actions.ts';
export type { AbilityArg, AbilityKind, CardType, Category } from './cards.ts';
export type { CardId } from './deck.ts';
export type { DeckChoice, ArquetectOptions } from './options.ts';
export type { ScoreSheet } from './scoring.ts';
export type { Offer, Slot, ArquetectState, Step } from './state.ts';
export type { ArquetectView, KnownSlot, NamedCard, OfferView, PlayerView, SlotView } from './view.ts';
export type { CatalogueEntry } from './catalogue.ts';
export { CATALOGUE } from './catalogue.ts';

/** Arquetect: your hand is your city, and you may never reorder it (spec: /work/shared/specs/arquetect.md). */
export const arquetect: Engine<ArquetectState, ArquetectAction, ArquetectView, ArquetectOptions> = {
  ...about,
  // the golden games of version 1 (recorded on the engine before the game contract's move) replay unchanged
  rulesVersion: 1,
  options: optionSpecs,
  parseOptions,
  actionSchema,
  setup,
  awaiting: (state) => {
    const seat = expectedSeat(state);
    return seat === null ? [] : [seat];
  },
  gate,
  apply: applyAction,
  legalActions,
  choices,
  view,
  outcome,
  scores,
  determinize,
  estimate,
  noviceEstimate,
  searchBudgets,
  chanceScale,
  describeTurn(state, seat) {
    if (expectedSeat(state) !== seat) return NOTHING_ASKED;
    switch (state.step) {
      case 'act':
        return 'Your turn: gift a card, offer a trade or use an ability.';
      case 'respond':
        return 'A trade is offered to you: decline it or make a counter-offer.';
      case 'decide':
        return 'Your trade offer got a counter-offer: accept or reject it.';
      case 'place':
        return 'Your counter-offer was accepted: choose where the received cards go in your hand.';
      case 'endTurn':
        return 'End your turn, and say whether you are done.';
      case 'gameOver':
        return 'The game is over.';
      default:
        return assertNever(state.step);
    }
  },
};
