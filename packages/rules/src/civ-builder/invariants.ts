/**
 * The invariants of spec §9 as plain checks (they throw), run after every step by the property tests and the
 * conformance suite. Not part of the game. Determinism and hidden information in views are checked by the
 * conformance suite and properties.test.ts.
 */
import { compareKeys } from '../core/ranking.ts';
import { CARD_COUNT, cardOf } from './cards.ts';
import { rankingKey } from './outcome.ts';
import { RAID_FLOOR } from './raid.ts';
import { landmarkVp, vpOf } from './scoring.ts';
import { AGING_ROWS, type CivState, ROUND_CAP, ROWS, ROW_SIZES } from './state.ts';
import { shareTrait } from './store.ts';
import { progressOf } from './zones.ts';

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

/** Every card id in every zone, with duplicates. */
export function allZones(s: CivState): number[] {
  const out = [...ROWS.flatMap((r) => [...s.decks[r], ...s.rows[r]]), ...s.rowTrash, ...s.removed];
  for (const p of s.players) {
    out.push(...p.hand, ...p.deck, ...p.discard, ...p.trash, ...p.play);
    for (const c of p.constructs) out.push(c.id, ...c.assigned, ...c.stored);
  }
  return out;
}

export function checkState(s: CivState): void {
  // 1. conservation: 325 ids, each exactly once
  const ids = allZones(s);
  check(ids.length === CARD_COUNT && new Set(ids).size === CARD_COUNT, `conservation: ${ids.length} cards, ${new Set(ids).size} distinct`);
  s.players.forEach((p, seat) => {
    // 2. pools ≥ 0; empty for non-active players
    for (const [k, v] of Object.entries(p.pools)) check(Number.isInteger(v) && v >= 0, `seat ${seat} ${k} = ${v}`);
    const active = s.active.includes(seat) && s.phase[seat] !== 'done';
    if (!active) {
      check(Object.values(p.pools).every((v) => v === 0) && p.stealSources.length === 0, `seat ${seat} keeps pools off turn`);
      // 3. between turns the play zone is empty
      check(p.play.length === 0, `seat ${seat} has cards in play off turn`);
    }
    // 3. a hero is never in a play zone
    check(p.play.every((id) => cardOf(id).class === 'civilian'), `seat ${seat} has a non-civilian in play`);
    for (const c of p.constructs) {
      const t = cardOf(c.id);
      check(t.class === 'building' || t.class === 'landmark', `seat ${seat}: ${t.name} in the construct list`);
      // 4. built: nothing assigned, no bonus; unbuilt: below cost, nothing stored
      if (c.built) check(c.assigned.length === 0 && c.bonus === 0, `built ${t.name} keeps progress`);
      else check(progressOf(c) < t.buildCost && c.stored.length === 0, `unbuilt ${t.name} at ${progressOf(c)}/${t.buildCost}`);
      // 5. stores
      if (c.stored.length > 0) {
        check(t.store !== null && c.stored.length <= t.store.total && shareTrait(t.store, c.stored), `stored cards on ${t.name}`);
      }
      check(c.assigned.every((id) => cardOf(id).build !== null), `a card without build value assigned to ${t.name}`);
    }
  });
  // 6. rows no longer than their size, shorter only with an empty deck
  for (const r of ROWS) {
    check(s.rows[r].length <= ROW_SIZES[r], `${r} row too long`);
    if (s.rows[r].length < ROW_SIZES[r]) check(s.decks[r].length === 0, `${r} row short while its deck lasts`);
  }
  // 7. phase start only with stored cards
  s.active.forEach((seat) => {
    if (s.phase[seat] === 'start') check((s.players[seat]?.constructs ?? []).some((c) => c.stored.length > 0), `seat ${seat} in start without stored cards`);
  });
  // 9. termination
  check(s.round <= ROUND_CAP, `round ${s.round}`);
  if (s.over) checkFinal(s);
  else check(s.active.length > 0 && s.active.some((seat) => s.phase[seat] !== 'done'), 'nobody to act');
}

/** 12. final VP equals the §2.6 formulas; the winners have the best key. */
function checkFinal(s: CivState): void {
  const result = s.result;
  check(result !== null, 'no result at the end');
  for (const r of result.seats) {
    const p = s.players[r.seat];
    check(p !== undefined, 'seat');
    const landmarks = p.constructs.filter((c) => cardOf(c.id).class === 'landmark');
    const vp = landmarks.reduce((sum, c) => sum + (c.built ? landmarkVp(p, c.id) : 0), 0);
    check(vp === vpOf(p), 'vp formula');
    check(JSON.stringify(r.key) === JSON.stringify(rankingKey(s, r.seat)), `key of seat ${r.seat}`);
  }
  const best = result.seats.map((x) => x.key).sort(compareKeys)[0] ?? [];
  for (const w of result.winners) check(compareKeys(result.seats.find((x) => x.seat === w)?.key ?? [], best) === 0, 'a winner is not best');
  check(result.winners.length > 0, 'nobody won');
}

/** What one accepted action may change (§9.2, 9.6, 9.8, 9.13). */
export function checkStep(s: CivState, before: CivState): void {
  checkState(s);
  s.players.forEach((p, seat) => {
    const was = before.players[seat];
    if (!was) return;
    check(p.trophies >= was.trophies, 'trophies went down');
    // 13. trash piles never shrink, and keep their order
    check(p.trash.length >= was.trash.length && was.trash.every((id, i) => p.trash[i] === id), `seat ${seat}'s trash pile shrank`);
    // 8. a raid never leaves a hand below 3
    if (p.hand.length < was.hand.length && before.active.every((a) => a !== seat))
      check(p.hand.length >= RAID_FLOOR, `seat ${seat}'s hand raided to ${p.hand.length}`);
  });
  check(s.rowTrash.length >= before.rowTrash.length && before.rowTrash.every((id, i) => s.rowTrash[i] === id), 'row trash shrank');
  check(s.removed.length === before.removed.length && s.removed.every((id, i) => before.removed[i] === id), 'removed changed');
  // 6. hero and landmark rows lose cards only by buy: a card leaving them goes to a discard pile
  for (const r of ROWS)
    if (!AGING_ROWS.includes(r))
      for (const id of before.rows[r])
        if (!s.rows[r].includes(id)) check(s.players.some((p) => p.discard.includes(id)), `${cardOf(id).name} left the ${r} row, not bought`);
  check(s.round >= before.round, 'round went back');
}
