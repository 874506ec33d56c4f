import type { LogEntry, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { EndTurnAction, PassAction } from './actions.ts';
import { publicLine } from './log.ts';
import { handScore } from './scoring.ts';
import type { EndReason, ArquetectState } from './state.ts';
import { handOf, MAX_TURNS, notDoneAfter, OUTWARD_LIMIT, turnNumber, withState } from './state.ts';

/** Pass (only with an empty hand) and endTurn (spec §3), and the end of the game. */

export function pass(state: ArquetectState, action: PassAction, narrator: Narrator): Result<Transition<ArquetectState>> {
  if (handOf(state, action.player).length > 0)
    return err('E_MUST_ACT', 'You can pass only with an empty hand: gift a card, offer a trade or use an ability.');
  const line = publicLine(narrator, state, `@${action.player} has no cards and passes.`);
  return ok({ state: withState(state, { step: 'endTurn' }), log: [line] });
}

/** The game is over: the final scores are logged for everyone (in the round of the turn that ended it). */
export function endGame(state: ArquetectState, reason: EndReason, round: number, narrator: Narrator): Transition<ArquetectState> {
  const why =
    reason === 'fourOutward'
      ? `@${state.active} has ${OUTWARD_LIMIT} or more outward cards: the game ends at once.`
      : 'At most one player is still playing: the game is over.';
  const log: LogEntry[] = [
    narrator.public(round, why),
    // scoring every hand only to word this line: not when told silently (a fold that keeps only the state)
    narrator.public(round, () => `Final scores: ${state.hands.map((hand, seat) => `@${seat} ${handScore(hand)}`).join(', ')}.`),
  ];
  return { state: withState(state, { step: 'gameOver', offer: null, endReason: reason }), log };
}

export function endTurn(state: ArquetectState, action: EndTurnAction, narrator: Narrator): Result<Transition<ArquetectState>> {
  const seat = action.player;
  const turnsTaken = state.turnsTaken.map((t, s) => (s === seat ? t + 1 : t));
  const taken = turnsTaken[seat] ?? 0;
  const becomesDone = action.done || taken >= MAX_TURNS;
  const done = state.done.map((d, s) => d || (s === seat && becomesDone));
  const text = action.done
    ? `@${seat} ends their turn and is done.`
    : taken >= MAX_TURNS
      ? `@${seat} ends their ${MAX_TURNS}th turn and is done automatically.`
      : `@${seat} ends their turn.`;
  const line = publicLine(narrator, state, text);
  const ended: ArquetectState = withState(state, { turnsTaken, done, offer: null });
  if (done.filter((d) => !d).length <= 1) {
    const over = endGame(ended, 'allDone', turnNumber(state), narrator);
    return ok({ state: over.state, log: [line, ...over.log] });
  }
  const next = notDoneAfter(ended, seat)[0];
  if (next === undefined) throw new Error('a not-done player must remain');
  return ok({ state: withState(ended, { active: next, step: 'act' }), log: [line] });
}
