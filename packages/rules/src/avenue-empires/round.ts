/**
 * The automatic steps of a round (spec §3): Production, entering Trading or Building, and the end check with
 * final scoring. Each returns the state it reaches and the log entries that narrate it.
 */
import type { LogEntry, Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { arrayOf } from '../core/arrays.ts';
import { listText } from '../core/words.ts';
import { type CardId, sortCanonical } from './ids.ts';
import { listLabels } from './log.ts';
import { rankCities } from './scoring.ts';
import { type AvenueState, type AvenueTransition, type SeatResultRow, clearChoices, withState } from './state.ts';

/** Cards each player draws in a Production. */
export const PRODUCTION_DRAW = 3;

/**
 * Deals from the top of the deck one card at a time in seat order 0..N−1, pass after pass, until every seat has
 * drawn `perSeat` cards or the deck is empty (lower seats first when it runs out).
 */
export function dealRoundRobin(
  deck: readonly CardId[],
  seats: number,
  perSeat: number,
): { deck: CardId[]; drawn: CardId[][] } {
  const rest = [...deck];
  const drawn: CardId[][] = arrayOf(seats, () => []);
  for (let pass = 0; pass < perSeat; pass++) {
    for (const hand of drawn) {
      const id = rest.shift();
      if (id === undefined) return { deck: rest, drawn };
      hand.push(id);
    }
  }
  return { deck: rest, drawn };
}

/** Adds dealt cards to the hands (kept in canonical order), narrated privately to each seat. */
export function giveCards(state: AvenueState, drawn: readonly CardId[][], deck: CardId[], narrator: Narrator): AvenueTransition {
  const hands = state.hands.map((hand, seat) => sortCanonical([...hand, ...(drawn[seat] ?? [])]));
  const log: LogEntry[] = drawn.flatMap((ids, seat) =>
    ids.length > 0 ? [narrator.private(state.round, () => `@${seat} drew ${listLabels(ids)}`, [seat])] : [],
  );
  return { state: withState(state, { deck, hands }), log };
}

/** Step 1, Production: skipped when the deck is empty. */
export function production(state: AvenueState, narrator: Narrator): AvenueTransition {
  const r = state.round;
  if (state.deck.length === 0) {
    return { state, log: [narrator.public(r, `Round ${r}: the deck is empty, so there is no Production`)] };
  }
  const { deck, drawn } = dealRoundRobin(state.deck, state.seats, PRODUCTION_DRAW);
  const everyoneDrewAll = drawn.every((ids) => ids.length === PRODUCTION_DRAW);
  const text = everyoneDrewAll
    ? `Round ${r}: everyone draws ${PRODUCTION_DRAW} cards`
    : `Round ${r}: the deck runs out; ${drawn.map((ids, seat) => `@${seat} draws ${ids.length}`).join(', ')}`;
  const announced = { state: withState(state, { productions: state.productions + 1 }), log: [narrator.public(r, text)] };
  return narrator.andThen(announced, (s) => giveCards(s, drawn, deck, narrator));
}

/** Starts round `round`: Production, then Trading if every hand holds at least 2 cards, else Building. */
export function startRound(state: AvenueState, round: number, narrator: Narrator): AvenueTransition {
  const produced = production(withState(clearChoices(state), { round }), narrator);
  if (produced.state.hands.every((hand) => hand.length >= 2)) {
    return { state: withState(produced.state, { phase: 'trading' }), log: produced.log };
  }
  const text =
    round === state.rounds
      ? `Round ${round}: every player holds one card, so there is no Trading; build your last card`
      : `Round ${round}: a hand holds fewer than 2 cards, so there is no Trading`;
  return { state: withState(produced.state, { phase: 'building' }), log: [...produced.log, narrator.public(round, text)] };
}

/** Step 4, the end check: game over when the deck and all hands are empty, otherwise the next round. */
export function finishRound(state: AvenueState, narrator: Narrator): AvenueTransition {
  const done = state.deck.length === 0 && state.hands.every((hand) => hand.length === 0);
  return done ? endGame(state, narrator) : startRound(state, state.round + 1, narrator);
}

function endGame(state: AvenueState, narrator: Narrator): AvenueTransition {
  const outcome = rankCities(state.cities);
  const result: SeatResultRow[] = state.cities.map(() => ({ score: 0, key: [], place: 0 }));
  for (const s of outcome.seats) result[s.seat] = { score: s.score, key: [...s.key], place: s.place };
  const names = (seats: Seat[]) => listText(seats.map((s) => `@${s}`));
  const best = outcome.seats[0]?.score ?? 0;
  const headline =
    outcome.winners.length === 1
      ? `Game over: ${names(outcome.winners)} wins with ${best} VP` +
        (outcome.decidedBy && outcome.decidedBy !== 'VP' ? ` (tie broken by ${outcome.decidedBy})` : '')
      : `Game over: ${names(outcome.winners)} share the victory with ${best} VP`;
  const lines = outcome.seats.map((s) => {
    const [, wall, road, river] = s.key;
    return narrator.public(
      state.round,
      `Place ${s.place}: @${s.seat} with ${s.score} VP (longest Wall ${wall}, Road ${road}, River ${river})`,
    );
  });
  return { state: withState(state, { phase: 'gameOver', result }), log: [narrator.public(state.round, headline), ...lines] };
}
