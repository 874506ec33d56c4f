/**
 * What a seat's next decision rests on (core/conflicts.ts). In a team turn both teammates act at once; a submit
 * based on an older version is applied when nothing this seat can choose from, or whose outcome it can foresee,
 * changed since: its own zones, pools and phase; the rows and deck sizes it buys and trashes from; the opponents'
 * public zones it attacks, steals from and raids (constructs, discard piles, stored cards, hand sizes). Its
 * teammate's own zones and progress are left out: a teammate playing, researching, trashing its own cards or ending
 * its turn is no conflict; a teammate buying from a row or hitting an opponent is. The RNG is left out: a stale
 * submit is always applied to the current state, so its draws are the current ones anyway.
 */
import type { Seat } from '../core/engine.ts';
import type { CivState } from './state.ts';
import { isOpponent } from './state.ts';

export function decisionBasis(state: CivState, seat: Seat) {
  const me = state.players[seat];
  return {
    over: state.over,
    round: state.round,
    turn: state.turn,
    active: state.active,
    phase: state.phase[seat] ?? null,
    me: me ? { ...me, deck: me.deck.length } : null,
    rows: state.rows,
    deckCounts: [state.decks.civilian.length, state.decks.building.length, state.decks.hero.length, state.decks.landmark.length],
    opponents: state.players.flatMap((p, s) =>
      isOpponent(state, seat, s) ? [{ seat: s, hand: p.hand.length, discard: p.discard, constructs: p.constructs }] : [],
    ),
  };
}
