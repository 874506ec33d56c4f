/**
 * The invariants of spec §10 as plain checks (they throw), run by the conformance suite after every step and by
 * the property tests. Not part of the game. Liveness (§10.6), illegal actions (§10.11), determinism and replay
 * (§10.12) and hidden information in views (§10.13) are the conformance suite's own checks.
 */
import { compareKeys } from '../core/ranking.ts';
import { TOWN_BUILDING_IDS, isTownBuildingId } from './buildings.ts';
import { isStartingBuildingId } from './characters.ts';
import { GOODS, GOODS_CAP } from './goods.ts';
import { maxTurns } from './limits.ts';
import { abilityBonus, buildingVp, outcome, scoreOf } from './scoring.ts';
import { displaySize } from './setup.ts';
import { LAST_PURCHASE, type SaltState, inPlay } from './state.ts';

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

const sameMarket = (a: SaltState, b: SaltState) => a.market.join() === b.market.join();

export function checkState(state: SaltState): void {
  // §10.1 goods are whole numbers 0..6
  for (const p of state.players)
    for (const g of GOODS) check(Number.isInteger(p.goods[g]) && p.goods[g] >= 0 && p.goods[g] <= GOODS_CAP, `${g} = ${p.goods[g]}`);
  // §10.2 the market is a permutation of the goods
  check([...state.market].sort().join() === [...GOODS].sort().join(), `market ${state.market.join()}`);
  // §10.3 every town building exactly once; a full display while the deck lasts
  const all = [...state.deck, ...state.display, ...state.players.flatMap((p) => p.buildings.filter(isTownBuildingId))];
  check(all.length === TOWN_BUILDING_IDS.length && new Set(all).size === all.length, 'town buildings not conserved');
  if (state.deck.length > 0) check(state.display.length === displaySize(state.seats), 'display not full while the deck lasts');
  // §10.4 one starting building first, at most 4 purchases
  if (state.phase !== 'setup')
    for (const p of state.players) {
      check(p.buildings.filter(isStartingBuildingId).length === 1 && isStartingBuildingId(p.buildings[0] ?? ''), 'starting building');
      check(p.purchases === p.buildings.length - 1 && p.purchases <= LAST_PURCHASE, `purchases ${p.purchases}`);
    }
  // §10.5 pawns: distinct, off the map or on a building in play
  const pawns = state.players.flatMap((p) => (p.pawn === null ? [] : [p.pawn]));
  check(new Set(pawns).size === pawns.length, 'two pawns on one building');
  for (const pawn of pawns) check(inPlay(state, pawn), `pawn on ${pawn}, not in play`);
  // §10.7 termination
  check(state.turn <= maxTurns(state.seats), `turn ${state.turn}`);
  if (state.phase === 'over') checkFinal(state);
}

/** §10.14: score = Σ VP + bonus; the winners maximise (score, buildings, goods); someone wins with 2+ players. */
function checkFinal(state: SaltState): void {
  const result = outcome(state);
  check(result !== null, 'no outcome at the end');
  for (const s of result.seats) {
    const p = state.players[s.seat];
    check(p !== undefined && s.score === buildingVp(p) + abilityBonus(p) && s.score === scoreOf(p), 'score');
  }
  if (state.seats > 1) {
    check(result.winners.length > 0, 'nobody won');
    const best = result.seats.map((s) => s.key).sort(compareKeys)[0] ?? [];
    for (const w of result.winners) check(compareKeys(result.seats.find((s) => s.seat === w)?.key ?? [], best) === 0, 'a winner is not best');
  }
}

/** What one accepted action may change (§10.2, 10.4, 10.5, 10.8, 10.10). */
export function checkStep(state: SaltState, before: SaltState): void {
  checkState(state);
  if (before.phase !== 'play') return;
  const seat = before.active;
  // §10.2 the market moves only at a buy, the Price Crier or the Gossip Tavern
  if (!sameMarket(state, before)) check(['BUY', 'MAY_BUY', 'MARKET_TOP', 'MARKET_SWAP'].includes(before.step), `market moved at ${before.step}`);
  // §10.4 purchases never decrease
  state.players.forEach((p, s) => check(p.purchases >= (before.players[s]?.purchases ?? 0), 'purchases went down'));
  const was = before.players[seat];
  const now = state.players[seat];
  check(was !== undefined && now !== undefined, 'active seat');
  // §10.5 a move (or odd jobs) takes the pawn elsewhere
  if (before.step === 'move') check(now.pawn !== was.pawn || now.pawn === null, 'the pawn did not move');
  // §10.10 a buy: +1 purchase, each shipped good down to what was kept
  if (now.purchases > was.purchases) {
    check(now.purchases === was.purchases + 1 && (before.step === 'BUY' || before.step === 'MAY_BUY'), 'purchase outside a buy');
    const bought = now.buildings.at(-1);
    check(bought !== undefined && before.display.includes(bought as never) && !state.display.includes(bought as never), 'bought from the display');
  }
  // §10.8 after the trigger, one last turn each for the others in play order; the trigger player never acts again
  if (before.endTrigger) {
    check(seat !== before.endTrigger.by, 'the trigger player acted after the trigger');
    if (state.turn > before.turn && state.phase === 'play') {
      check(state.endTrigger?.remaining.length === before.endTrigger.remaining.length - 1, 'last turns out of order');
      check(state.active === before.endTrigger.remaining[0], 'last turn to the wrong seat');
    }
    if (state.phase === 'over') check(before.endTrigger.remaining.length === 0, 'ended before every last turn');
  }
  if (!before.endTrigger && state.endTrigger) {
    check(state.endTrigger.by === seat && now.purchases === LAST_PURCHASE, 'trigger without a 4th purchase');
    check(state.phase === 'over' || state.endTrigger.remaining.length === state.seats - 2, 'last turns for every other seat');
  }
}
