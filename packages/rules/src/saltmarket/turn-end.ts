/**
 * End of turn (spec §4.6, §7.1): a 4th purchase sets the end trigger and every other player gets one last turn in
 * play order; otherwise the turn limits (20 turns solo, 40 rounds with more players) stop the game.
 */
import type { LogEntry, Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { listText } from '../core/words.ts';
import { line, who } from './log.ts';
import { outcome } from './scoring.ts';
import {
  LAST_PURCHASE,
  MAX_ROUNDS,
  SOLO_TURNS,
  type SaltState,
  type SaltTransition,
  nextInOrder,
  playerOf,
  withState,
} from './state.ts';

/** The other seats in play order, starting after `seat`. */
export function othersAfter(state: SaltState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let s = nextInOrder(state, seat); s !== seat; s = nextInOrder(state, s)) out.push(s);
  return out;
}

export function endTurn(state: SaltState, narrator: Narrator): SaltTransition {
  const seat = state.active;
  const log: LogEntry[] = [];
  let next: SaltState = withState(state, { turn: state.turn + 1, step: 'move', pending: [], fishBonusTaken: false });
  let trigger = state.endTrigger;
  if (trigger === null && playerOf(state, seat).purchases >= LAST_PURCHASE) {
    trigger = { by: seat, remaining: othersAfter(state, seat) };
    if (trigger.remaining.length > 0)
      log.push(line(narrator, state, `${who(seat)} has bought a 4th building: ${listText(trigger.remaining.map(who))} each get one last turn.`));
  }
  if (trigger !== null) {
    const [first, ...rest] = trigger.remaining;
    if (first === undefined) return gameOver(withState(next, { endTrigger: { ...trigger, remaining: [] } }), log, narrator);
    next = withState(next, { endTrigger: { ...trigger, remaining: rest }, active: first });
    return { state: next, log };
  }
  const solo = state.seats === 1;
  if ((solo && next.turn >= SOLO_TURNS) || (!solo && next.turn >= MAX_ROUNDS * state.seats)) {
    log.push(line(narrator, state, solo ? `${SOLO_TURNS} turns have been played.` : `${MAX_ROUNDS} rounds have been played.`));
    return gameOver(next, log, narrator);
  }
  return { state: withState(next, { active: nextInOrder(state, seat) }), log };
}

/** The game ends after `state`'s last turn; its lines are told in that turn's round (roundOf a finished game). */
function gameOver(state: SaltState, log: LogEntry[], narrator: Narrator): SaltTransition {
  const over: SaltState = withState(state, { phase: 'over' });
  // the final ranking is only worded here (the state keeps no result): scored once, and only when the narrator speaks
  let ranked: ReturnType<typeof outcome> | undefined;
  const result = () => (ranked === undefined ? (ranked = outcome(over)) : ranked);
  const winners = () => result()?.winners ?? [];
  log.push(
    line(narrator, over, () => {
      const scoresText = (result()?.seats ?? [])
        .slice()
        .sort((a, b) => a.seat - b.seat)
        .map((s) => `${who(s.seat)} ${s.score}`)
        .join(', ');
      return `The game is over. Final scores: ${scoresText}.`;
    }),
  );
  if (state.seats === 1)
    log.push(line(narrator, over, () => (winners().length > 0 ? `${who(0)} wins with 4 buildings bought.` : `${who(0)} did not buy 4 buildings in ${SOLO_TURNS} turns: the game is lost.`)));
  else log.push(line(narrator, over, () => `${winners().length > 1 ? 'Shared win' : 'Winner'}: ${listText(winners().map(who))}.`));
  return { state: over, log };
}
