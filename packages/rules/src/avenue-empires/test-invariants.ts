/**
 * Invariant checks of spec §9 for property tests. Each throws an Error naming the broken invariant.
 * Not used by the rules.
 */
import type { LogEntry, Seat, Viewer } from '../core/engine.ts';
import { canSee } from '../core/log.ts';
import { stringsIn } from '../core/playout.ts';
import { compareKeys } from '../core/ranking.ts';
import { AVENUES, type City, citySize } from './city.ts';
import { CANONICAL_IDS, type CardId, cardOf, isCardId } from './ids.ts';
import { avenueEmpires as game } from './index.ts';
import type { CityScore } from './scoring.ts';
import type { AvenueState } from './state.ts';

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** 1: deck + hands + cities hold each of the 60 ids exactly once. */
export function checkConservation(s: AvenueState): void {
  const all = [...s.deck, ...s.hands.flat(), ...s.cities.flatMap((c) => [...c.L, ...c.C, ...c.R])];
  check(all.length === 60 && new Set(all).size === 60, `conservation: ${all.length} cards`);
  check(all.every((id) => CANONICAL_IDS.includes(id)), 'conservation: unknown id');
}

/** 2, 3: equal hands, r−1 buildings during round r (R at the end), deck sizes after whole Productions only. */
export function checkSizes(s: AvenueState): void {
  const n = s.seats;
  check(new Set(s.hands.map((h) => h.length)).size === 1, 'hands differ in size');
  const built = s.phase === 'gameOver' ? s.rounds : s.round - 1;
  check(s.cities.every((c) => citySize(c) === built), `cities should hold ${built} buildings`);
  const productions = Math.min(s.round, (60 - n * s.startHand) / (3 * n));
  check(s.productions === productions, `expected ${productions} productions, got ${s.productions}`);
  check(s.deck.length === 60 - n * s.startHand - 3 * n * productions, `deck size ${s.deck.length}`);
  check(s.phase !== 'trading' || s.round < s.rounds, 'Trading in the last round');
}

/** 5: buildings never move, avenues only grow. */
export function checkCitiesGrow(before: City[], after: City[]): void {
  before.forEach((city, seat) => {
    for (const a of AVENUES) {
      const later = after[seat]?.[a] ?? [];
      check(city[a].every((id, k) => later[k] === id), `a building moved in seat ${seat} avenue ${a}`);
    }
  });
}

const ID_PATTERN = /[a-z]+-\d{1,2}/g;
const idsByText = new Map<string, string[]>();

/** Card ids mentioned in log lines (free text), cached per text. */
export function idsInLog(entries: readonly LogEntry[]): Set<string> {
  const out = new Set<string>();
  for (const { text } of entries) {
    let ids = idsByText.get(text);
    if (!ids) {
      ids = (text.match(ID_PATTERN) ?? []).filter(isCardId);
      idsByText.set(text, ids);
    }
    for (const id of ids) out.add(id);
  }
  return out;
}

/**
 * 6: before game over, the view of each seat P holds no id from the deck, another hand or another pending choice,
 * and P's log (the entries of `log` P may see) holds none either except ids P passed (`passedBy[P]`). The
 * spectator's view and log hold no id from any hand, the deck or any pending choice. P's view may name the cards P
 * passed too (its `passedCards`, the memory a bot decides with): the same ids its log already told it, no others.
 */
export function checkNoLeaks(
  s: AvenueState,
  log: readonly LogEntry[],
  passedBy: readonly (readonly CardId[])[],
): void {
  if (s.phase === 'gameOver') return;
  const deck = new Set(s.deck);
  /** Who may know each hidden id: the seat whose hand or pending choice holds it. */
  const owner = new Map<CardId, Seat>();
  s.hands.forEach((hand, seat) => {
    for (const id of hand) owner.set(id, seat);
    const p = s.pending[seat];
    for (const id of !p ? [] : p.kind === 'trade' ? [p.left, p.right] : [p.card]) owner.set(id, seat);
  });
  const hiddenFrom = (viewer: Viewer, id: string) => deck.has(id) || (owner.has(id) && owner.get(id) !== viewer);
  const viewers: Viewer[] = [...s.hands.map((_, seat) => seat), null];
  for (const viewer of viewers) {
    const passed = new Set(viewer === null ? [] : (passedBy[viewer] ?? []));
    for (const text of stringsIn(game.view(s, viewer))) {
      check(!hiddenFrom(viewer, text) || passed.has(text), `view of ${viewer} leaks ${text}`);
    }
    for (const id of idsInLog(log.filter((e) => canSee(e, viewer, false)))) {
      check(!deck.has(id), `log of ${viewer} leaks deck card ${id}`);
      check(!hiddenFrom(viewer, id) || passed.has(id), `log of ${viewer} leaks ${id}`);
    }
  }
}

/** The game's own per-step invariants (1, 2, 3, 5), for the conformance suite. */
export function checkStep(s: AvenueState, before: AvenueState): void {
  checkConservation(s);
  checkSizes(s);
  checkCitiesGrow(before.cities, s.cities);
}

/** 8 and 10: score bounds, per-card bounds, longest groups, places and winners consistent with §7. */
export function checkOutcome(s: AvenueState): void {
  const o = game.outcome(s);
  check(o !== null && s.result !== null, 'no outcome at game over');
  for (const r of o.seats) {
    const d = r.details as CityScore;
    check(r.score >= 0 && r.score === d.vp, 'score');
    check(d.cards.reduce((sum, c) => sum + c.networkVp + c.textVp, 0) === r.score, 'breakdown does not add up');
    for (const c of d.cards) {
      const row = cardOf(c.id);
      check(c.networkVp >= 0 && c.networkVp <= row.types.length, `${c.id} network VP ${c.networkVp}`);
      check(c.textVp >= 0 && c.textVp <= (row.type === 'bastion' ? 4 : 5), `${c.id} text VP ${c.textVp}`);
      if (row.textVp === null) check(c.textVp === 0, `${c.id} has text VP`);
    }
    const city = s.cities[r.seat] as City;
    const typed = (t: 'Wall' | 'Road' | 'River') =>
      [...city.L, ...city.C, ...city.R].filter((id) => cardOf(id).types.includes(t)).length;
    check(d.longest.Wall <= typed('Wall') && d.longest.Road <= typed('Road'), 'longest > count');
    check(d.longest.River <= typed('River'), 'longest River > count');
    const expectedPlace = 1 + o.seats.filter((x) => compareKeys(x.key, r.key) < 0).length;
    check(r.place === expectedPlace, 'place');
    check(s.result[r.seat]?.place === r.place && s.result[r.seat]?.score === r.score, 'result row');
  }
  const winners = o.seats.filter((x) => o.winners.includes(x.seat));
  const best = winners[0]?.key ?? [];
  check(winners.length > 0 && winners.every((w) => compareKeys(w.key, best) === 0), 'winners differ');
  for (const x of o.seats) {
    if (!o.winners.includes(x.seat)) check(compareKeys(best, x.key) < 0, 'a loser is not strictly below');
  }
}
