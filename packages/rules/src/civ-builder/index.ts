/**
 * Civ Builder (spec: shared/specs/civ-builder.md). Each player grows a civilisation from a basic deck: buy cards
 * from four trade rows, build constructs with persons, fight and steal, and score VP from built landmarks.
 *
 * Where things live: cards.ts (the one typed table of all 325 cards), state.ts, actions.ts, setup.ts, apply.ts
 * (the common checks) with one file per action (take-stored, play, assign, buy, attack, steal, trash, return, raid,
 * end-turn with store.ts), effects.ts (values and the flip of a construct), draw.ts, rows.ts, turn-start.ts,
 * turn-end.ts (row ageing, the end check, rounds), legal.ts with steal-sets.ts and store-maps.ts, choices.ts,
 * view.ts, decision-basis.ts, scoring.ts (landmark VP) and outcome.ts (ranking), errors.ts (every refusal).
 */
import { type Engine, NOTHING_ASKED } from '../core/engine.ts';
import { seatCountRefusal } from '../core/options.ts';
import { err, ok } from '../core/result.ts';
import { about } from './about.ts';
import { type CivAction, actionSchema } from './actions.ts';
import { applyAction } from './apply.ts';
import { check, gate } from './check.ts';
import { choices } from './choices.ts';
import { decisionBasis } from './decision-basis.ts';
import { determinize } from './determinize.ts';
import { estimate, noviceEstimate } from './estimate.ts';
import { awaiting, legalActions } from './legal.ts';
import { outcome, scores, teamDecidedBy } from './outcome.ts';
import { playoutWeight } from './playout-weight.ts';
import { searchBudgets } from './search-budgets.ts';
import { chanceScale } from './chance-scale.ts';
import { setup } from './setup.ts';
import { type CivOptions, type CivState, MAX_SEATS, MIN_SEATS } from './state.ts';
import { type CivView, viewFor } from './view.ts';


export const civBuilder: Engine<CivState, CivAction, CivView, CivOptions> = {
  ...about,
  rulesVersion: 1,
  options: [
    {
      name: 'teams',
      label: 'Teams (2 v 2)',
      kind: 'boolean',
      default: false,
      help: 'Four players: seats 1 and 3 play against seats 2 and 4. Partners take their turn together and add up their VP.',
      teams: [
        [0, 2],
        [1, 3],
      ],
    },
  ],
  parseOptions(input, seats) {
    const badSeats = seatCountRefusal(about, seats);
    if (badSeats) return badSeats;
    if (input === undefined || input === null) return ok({ teams: false });
    if (typeof input !== 'object' || Array.isArray(input)) return err('E_BAD_OPTIONS', 'Options must be an object, e.g. {"teams": true}.');
    const unknown = Object.keys(input).filter((k) => k !== 'teams');
    if (unknown.length > 0) return err('E_BAD_OPTIONS', `Civ Builder has one option, teams (got ${unknown.join(', ')}).`);
    const teams = (input as { teams?: unknown }).teams ?? false;
    if (typeof teams !== 'boolean') return err('E_BAD_OPTIONS', 'The teams option is true or false.');
    if (teams && seats !== 4) return err('E_BAD_OPTIONS', `The team game is for exactly 4 players (2 v 2), not ${seats}.`);
    return ok({ teams });
  },
  actionSchema,
  setup,
  awaiting,
  gate,
  check,
  apply: applyAction,
  legalActions,
  choices,
  view: viewFor,
  outcome,
  decidedBetweenTeams: teamDecidedBy,
  decisionBasis,
  scores,
  determinize,
  playoutWeight,
  estimate,
  noviceEstimate,
  searchBudgets,
  chanceScale,
  describeTurn(state, seat) {
    if (!awaiting(state).includes(seat)) return NOTHING_ASKED;
    if (state.phase[seat] === 'start') return 'Your turn: take back any cards stored on your buildings.';
    return state.teams
      ? 'Your team\'s turn: play cards, build, buy, fight and steal with your teammate, then end your turn.'
      : 'Your turn: play cards, build, buy, fight and steal, then end your turn.';
  },
};

export type { CivAction, StoreEntry } from './actions.ts';
export type { BuildValue, CardClass, CardId, CardType, CardTypeId, Effect, Keyword, LandmarkVp, Store, Trait } from './cards.ts';
export type { CivOptions, CivState, Construct, Player, Pools, Row, StealSource, TurnPhase } from './state.ts';
export type { ConstructView, CivView, PlayerView } from './view.ts';
export type { LandmarkScore } from './scoring.ts';
export type { SeatDetails } from './outcome.ts';
export { CARD_COUNT, CARD_TYPES, TRAITS, TRAIT_NAMES, cardOf, effectText, idsOf, isConstruct, isPerson, typeInfo } from './cards.ts';
export { DECK_TRIMS, MAX_SEATS, MIN_SEATS, ROUND_CAP, ROWS, ROW_SIZES, isOpponent, landmarkGoal, teamOf } from './state.ts';
export { landmarkScores, landmarkVp, ownedCards, ownedCost, vpOf } from './scoring.ts';
export { KEY_NAMES, teamDecidedBy } from './outcome.ts';
export { viewFor } from './view.ts';
