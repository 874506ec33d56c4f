/**
 * Who may act and exactly which actions `apply` accepts from them (spec §5 legalActions), in canonical form, each
 * distinct outcome once: the start phase's subsets of stored cards, then in play every play, assign, buy, attack,
 * steal (minimal source sets), raid, trash, single-card return, and endTurn with and without each store map.
 */
import type { Seat } from '../core/engine.ts';
import type { CivAction } from './actions.ts';
import { type CardId, cardOf } from './cards.ts';
import { RAID_FLOOR } from './raid.ts';
import { minimalSteals } from './steal-sets.ts';
import { AGING_ROWS, type CivState, ROWS, isOpponent } from './state.ts';
import { storeMaps } from './store-maps.ts';
import { playerOf, storedOf, strengthOf } from './zones.ts';

/** The active seats whose phase is not done (both teammates in a team turn: they act simultaneously). */
export function awaiting(state: CivState): Seat[] {
  // a finished game has no active seat (turn-end.ts)
  return state.active.filter((s) => state.phase[s] !== 'done');
}

/** Every subset of `items`, each in the list's order (the empty one first). */
export function subsets<T>(items: readonly T[]): T[][] {
  let out: T[][] = [[]];
  for (const item of items) out = [...out, ...out.map((s) => [...s, item])];
  return out.sort((a, b) => a.length - b.length || items.indexOf(a[0] as T) - items.indexOf(b[0] as T));
}

export const opponentsOf = (state: CivState, seat: Seat): Seat[] =>
  state.players.map((_, s) => s).filter((s) => isOpponent(state, seat, s));

export function legalActions(state: CivState, seat: Seat): CivAction[] {
  if (!awaiting(state).includes(seat)) return [];
  const p = playerOf(state, seat);
  if (state.phase[seat] === 'start') return subsets(storedOf(p)).map((cards) => ({ type: 'takeStored', player: seat, cards }));
  const out: CivAction[] = [];
  const player = seat;
  const unbuilt = p.constructs.filter((c) => !c.built).map((c) => c.id);
  // play
  for (const card of p.hand) {
    const t = cardOf(card);
    if (t.class !== 'hero') out.push({ type: 'play', player, card });
    else {
      if (t.masterBuilder > 0) for (const construct of unbuilt) out.push({ type: 'play', player, card, mode: 'use', construct });
      else out.push({ type: 'play', player, card, mode: 'use' });
      out.push({ type: 'play', player, card, mode: 'discard' });
    }
  }
  // assign
  for (const construct of unbuilt) {
    for (const card of p.hand) if (cardOf(card).build) out.push({ type: 'assign', player, card, construct });
    for (const card of p.play) if (cardOf(card).build?.mode === 'plus') out.push({ type: 'assign', player, card, construct });
  }
  // buy
  for (const row of ROWS)
    state.rows[row].forEach((card, slot) => {
      if (cardOf(card).cost <= p.pools.money) out.push({ type: 'buy', player, row, slot });
    });
  const opponents = opponentsOf(state, seat);
  // attack, steal: each guard only spares the bots' searches a walk that would list nothing (every construct has
  // strength 2 or more; no unused source makes no set), so its mutants are equivalent (docs/quality.md)
  if (p.pools.warfare > 0)
    for (const target of opponents) {
      const owner = playerOf(state, target);
      for (const c of owner.constructs)
        if (c.built && strengthOf(owner, c.id) <= p.pools.warfare) out.push({ type: 'attack', player, target, card: c.id });
    }
  if (p.stealSources.some((s) => !s.used)) {
    // the sets for each cost worked out once
    const byCost = new Map<number, CardId[][]>();
    for (const from of opponents)
      for (const card of playerOf(state, from).discard) {
        const cost = cardOf(card).cost;
        let sets = byCost.get(cost);
        if (!sets) byCost.set(cost, (sets = minimalSteals(p.stealSources, cost)));
        for (const using of sets) out.push({ type: 'steal', player, from, card, using });
      }
  }
  // raid
  if (p.pools.raid > 0)
    for (const target of opponents) {
      const victim = playerOf(state, target);
      if (victim.hand.length > RAID_FLOOR) out.push({ type: 'raid', player, target });
      for (const card of storedOf(victim)) out.push({ type: 'raid', player, target, card });
    }
  // trash
  if (p.pools.trash > 0) {
    for (const card of [...p.hand, ...p.discard, ...p.play]) out.push({ type: 'trash', player, card });
    for (const row of AGING_ROWS) state.rows[row].forEach((_, slot) => out.push({ type: 'trash', player, row, slot }));
  }
  // return
  if (p.pools.ret > 0) for (const card of p.discard) out.push({ type: 'return', player, cards: [card] });
  // endTurn
  out.push({ type: 'endTurn', player });
  for (const store of storeMaps(p)) out.push({ type: 'endTurn', player, store });
  return out;
}
