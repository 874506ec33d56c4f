import type { Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { EndTurnAction, PassAction } from './actions.ts';
import { publicLine } from './log.ts';
import { handScore } from './scoring.ts';
import type { EndReason, State } from './state.ts';
import { handOf, MAX_TURNS, notDoneAfter, OUTWARD_LIMIT, turnNumber } from './state.ts';

/** Pass (only with an empty hand) and endTurn (spec §3), and the end of the game. */

export function pass(state: State, action: PassAction): Result<State> {
  if (handOf(state, action.player).length > 0)
    return err('E_MUST_ACT', 'You can pass only with an empty hand: gift a card, offer a trade or use an ability.');
  return ok({
    ...state,
    step: 'endTurn',
    log: [...state.log, publicLine(state, `@${action.player} has no cards and passes.`)],
  });
}

/** The game is over: the final scores are logged for everyone. */
export function endGame(state: State, reason: EndReason, round: number): State {
  const scores = state.hands.map((hand, seat) => `@${seat} ${handScore(hand)}`).join(', ');
  const why =
    reason === 'fourOutward'
      ? `@${state.active} has ${OUTWARD_LIMIT} or more outward cards: the game ends at once.`
      : 'At most one player is still playing: the game is over.';
  return {
    ...state,
    step: 'gameOver',
    offer: null,
    endReason: reason,
    log: [...state.log, { round, text: why }, { round, text: `Final scores: ${scores}.` }],
  };
}

export function endTurn(state: State, action: EndTurnAction): Result<State> {
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
  const line = publicLine(state, text);
  const ended: State = { ...state, turnsTaken, done, offer: null, log: [...state.log, line] };
  if (done.filter((d) => !d).length <= 1) return ok(endGame(ended, 'allDone', turnNumber(state)));
  const next = notDoneAfter(ended, seat)[0];
  if (next === undefined) throw new Error('a not-done player must remain');
  return ok({ ...ended, active: next, step: 'act' });
}
