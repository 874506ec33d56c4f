import { type AnyEngine, engineFor, fold, opening } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { chooseMove } from './choose-move.ts';

/**
 * Arquetect's end of turn, where a seat says whether it is done: the searching bots judge it by the kind's estimate
 * (rules: arquetect/estimate.ts), which counts the turns still to come of a seat still in the game.
 */
const engine = engineFor('arquetect') as AnyEngine;

/** A fresh deal where seat 0 offered one card, every other seat declined, and seat 0 now ends its turn. */
function atFirstTurnsEnd(seats: number, seed: string) {
  let state = opening(engine, { seats, options: {}, seed }).state;
  const offer = (engine.legalActions(state, 0) as { type: string; cards?: string[] }[]).find(
    (a) => a.type === 'offerTrade' && a.cards?.length === 1,
  );
  state = fold(engine, state, [{ seat: 0, action: offer }]);
  for (let seat = engine.awaiting(state)[0]; seat !== 0 && seat !== undefined; seat = engine.awaiting(state)[0])
    state = fold(engine, state, [{ seat, action: { type: 'declineOffer', player: seat } }]);
  const scores = engine.scores?.(state) as number[];
  const lead = (scores[0] as number) - Math.max(...scores.slice(1));
  return { state, lead };
}

function doneAt(seats: number, seed: string, level: 'medium' | 'hard') {
  const { state } = atFirstTurnsEnd(seats, seed);
  const legalActions = engine.legalActions(state, 0);
  const action = chooseMove({ engine, seat: 0, seats, view: engine.view(state, 0), legalActions, level, seed: 'end' });
  return (action as { done: boolean }).done;
}

/** The first of a few deals in which seat 0's lead after its first turn passes `test`. */
function dealWhere(seats: number, test: (lead: number) => boolean): string {
  const seed = Array.from({ length: 40 }, (_, k) => `deal-${k}`).find((s) => test(atFirstTurnsEnd(seats, s).lead));
  if (!seed) throw new Error('no such deal among the first 40');
  return seed;
}

describe('Arquetect: a searching bot says whether it is done', () => {
  it('stays in while others play on, whatever its lead: its turns to come can still trade its city up', () => {
    for (const level of ['medium', 'hard'] as const) {
      expect(doneAt(4, dealWhere(4, (lead) => lead >= 3), level), `${level}, leading`).toBe(false);
      expect(doneAt(4, dealWhere(4, (lead) => lead <= -3), level), `${level}, behind`).toBe(false);
    }
  });

  it('at 2 seats, where being done ends the game, ends it when clearly ahead and plays on when behind', () => {
    for (const level of ['medium', 'hard'] as const) {
      expect(doneAt(2, dealWhere(2, (lead) => lead >= 4), level), `${level}, leading`).toBe(true);
      expect(doneAt(2, dealWhere(2, (lead) => lead <= -4), level), `${level}, behind`).toBe(false);
    }
  });
});
