/**
 * What a viewer may know (spec §5). Hidden information is removed here and only here: other hands are counts,
 * other secret choices are "submitted: yes/no", the deck is a count. Cities and scores are public.
 */
import type { Outcome, Seat, Viewer } from '../core/engine.ts';
import { CARDS, type CardType, type NetworkType } from './cards.ts';
import { type AvenueName, type Longest, emptyCity } from './city.ts';
import { type CardId, cardOf } from './ids.ts';
import { awaiting } from './legal.ts';
import { cachedCityScore, rankCities } from './scoring.ts';
import { type PassedCardView, passedCardsView } from './passed-cards.ts';
import type { AvenueState, Choice, Phase } from './state.ts';

/** A card type as the UI draws it. */
export interface CatalogueEntry {
  name: string;
  count: number;
  types: NetworkType[];
  text: string;
}

/** A built card with its provisional score. */
export interface BuiltCardView {
  id: CardId;
  type: CardType;
  name: string;
  position: number;
  networkVp: number;
  textVp: number;
}

export interface PlayerView {
  seat: Seat;
  handCount: number;
  /** Whether this seat has a secret choice in for the current phase (never what it is). */
  hasSubmitted: boolean;
  awaited: boolean;
  city: Record<AvenueName, BuiltCardView[]>;
  /** Provisional VP of the city as it stands (final at game over). */
  score: number;
  longest: Longest;
}

export interface AvenueView {
  viewer: Viewer;
  round: number;
  /** R, the total number of rounds. */
  rounds: number;
  phase: Phase;
  deckCount: number;
  seats: PlayerView[];
  /** The viewer's own hand in canonical order; null for a spectator. */
  hand: CardId[] | null;
  /** The viewer's own secret choice for this phase, if any. */
  myChoice: Choice | null;
  /**
   * The cards the viewer passed in Trading that are hidden in another hand now, each with the seats that may hold
   * it: what its own log told it, kept so that a bot deciding from the view remembers it too (spec §5 lets the
   * giver see its passes). Nobody else's passes; empty for a spectator.
   */
  passedCards: PassedCardView[];
  /** Static card data keyed by card type (names, network types, rule text). */
  catalogue: Record<CardType, CatalogueEntry>;
  outcome: Outcome | null;
}

/** The same for every game; a fresh copy per view so that callers may keep or change it. */
function catalogue(): Record<CardType, CatalogueEntry> {
  const out = {} as Record<CardType, CatalogueEntry>;
  for (const row of CARDS) out[row.type] = { name: row.name, count: row.count, types: [...row.types], text: row.text };
  return out;
}

function playerView(state: AvenueState, seat: Seat, awaited: readonly Seat[]): PlayerView {
  const city = state.cities[seat] ?? emptyCity();
  const score = cachedCityScore(city);
  const built: Record<AvenueName, BuiltCardView[]> = { L: [], C: [], R: [] };
  for (const c of score.cards) {
    const row = cardOf(c.id);
    built[c.avenue].push({
      id: c.id,
      type: row.type,
      name: row.name,
      position: c.position,
      networkVp: c.networkVp,
      textVp: c.textVp,
    });
  }
  return {
    seat,
    handCount: state.hands[seat]?.length ?? 0,
    hasSubmitted: state.pending[seat] !== null,
    awaited: awaited.includes(seat),
    city: built,
    score: score.vp,
    longest: { ...score.longest },
  };
}

export function viewFor(state: AvenueState, viewer: Viewer): AvenueView {
  const own = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const awaited = awaiting(state);
  const mine = own === null ? null : (state.pending[own] ?? null);
  return {
    viewer: own,
    round: state.round,
    rounds: state.rounds,
    phase: state.phase,
    deckCount: state.deck.length,
    seats: state.pending.map((_, seat) => playerView(state, seat, awaited)),
    hand: own === null ? null : [...(state.hands[own] ?? [])],
    myChoice: mine ? { ...mine } : null,
    passedCards: own === null ? [] : passedCardsView(state, own),
    catalogue: catalogue(),
    outcome: state.phase === 'gameOver' ? rankCities(state.cities) : null,
  };
}
