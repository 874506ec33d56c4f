/**
 * Scoring (spec §7.2, §7.3): VP of owned buildings plus the ability bonus (Forester, Navigator, Collector; printed
 * symbols only). Highest score wins; ties go to most buildings owned, then most goods held; still tied players
 * share the win. Solo is a win with 4 purchases (within 20 turns, which the turn limit guarantees), else a loss.
 */
import type { Outcome, Seat } from '../core/engine.ts';
import { rankByKeys } from '../core/ranking.ts';
import { vpOf } from './building-ids.ts';
import { SYMBOLS } from './buildings.ts';
import type { CharacterId } from './characters.ts';
import { totalOf } from './goods.ts';
import { LAST_PURCHASE, type Player, type SaltState } from './state.ts';
import { printed } from './symbols.ts';

/** The Forester's and Collector's bonuses stop here. */
export const BONUS_CAP = 4;

export interface SeatDetails {
  buildingVp: number;
  bonus: number;
  buildings: number;
  goods: number;
  /** Solo only: whether the 4 purchases were made. */
  soloWin?: boolean;
}

/** The end-of-game bonuses, by character (spec §6.2); printed symbols only, "counts as" abilities do not score. */
const END_BONUS: Partial<Record<CharacterId, (player: Player) => number>> = {
  forester: (p) => Math.min(BONUS_CAP, p.goods.wood),
  navigator: (p) => printed(p, 'anchor'),
  collector: (p) => Math.min(BONUS_CAP, SYMBOLS.filter((s) => printed(p, s) > 0).length),
};

export function abilityBonus(player: Player): number {
  const bonus = player.character === null ? undefined : END_BONUS[player.character];
  return bonus ? bonus(player) : 0;
}

export const buildingVp = (player: Player): number => player.buildings.reduce((sum, id) => sum + vpOf(id), 0);

export const scoreOf = (player: Player): number => buildingVp(player) + abilityBonus(player);

export const scores = (state: SaltState): number[] => state.players.map(scoreOf);

export const KEY_NAMES = ['VP', 'buildings', 'goods'];

export function outcome(state: SaltState): Outcome | null {
  if (state.phase !== 'over') return null;
  const solo = state.seats === 1;
  const ranked = rankByKeys(
    state.players.map((p, seat: Seat) => {
      const details: SeatDetails = {
        buildingVp: buildingVp(p),
        bonus: abilityBonus(p),
        buildings: p.buildings.length,
        goods: totalOf(p.goods),
        ...(solo ? { soloWin: p.purchases >= LAST_PURCHASE } : {}),
      };
      return { seat, score: scoreOf(p), key: [scoreOf(p), p.buildings.length, totalOf(p.goods)], details };
    }),
    KEY_NAMES,
  );
  // solo is played against the turn limit: the score is reported either way, the win needs the 4th purchase
  if (solo && (state.players[0]?.purchases ?? 0) < LAST_PURCHASE) return { ...ranked, winners: [] };
  return ranked;
}
