/**
 * Civ Builder (spec: shared/specs/civ-builder.md). Each player grows a civilisation from a basic deck: buy cards
 * from four trade rows, build constructs with persons, fight and steal, and score VP from built landmarks.
 *
 * Where things live: cards.ts (the one typed table of all 325 cards), state.ts, actions.ts, view.ts (the view's
 * shape), scoring.ts (landmark VP).
 */
export type { CanonicalAction, CivAction, StoreEntry } from './actions.ts';
export type { BuildValue, CardClass, CardId, CardType, CardTypeId, Effect, Keyword, LandmarkVp, Store, Trait } from './cards.ts';
export type { CivOptions, CivState, Construct, Player, Pools, Row, StealSource, TurnPhase } from './state.ts';
export type { ConstructView, CivView, PlayerView } from './view.ts';
export type { LandmarkScore } from './scoring.ts';
export { CARD_COUNT, CARD_TYPES, TRAITS, TRAIT_NAMES, cardOf, effectText, idsOf, isConstruct, isPerson, typeInfo } from './cards.ts';
export { ROUND_CAP, ROWS, ROW_SIZES, isOpponent, landmarkGoal, teamOf } from './state.ts';
export { landmarkScores, landmarkVp, ownedCards, ownedCost, vpOf } from './scoring.ts';
