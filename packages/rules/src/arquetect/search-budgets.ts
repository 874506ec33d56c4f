/**
 * For the bots, not a rule. An Arquetect turn is one act (a gift, an offer and its answers, an ability) and its end,
 * where a seat says whether it is done. The search scores every playout at the end of the turn it starts in
 * (`playoutToTurnEnd`), by the estimate (estimate.ts: the city now, and the worth of staying in): played on to the
 * game's end at random, a seat's own turns to come gave its city away card by card (random gifts, counters accepted at
 * random places), so staying in looked worse than it is, and the search declared itself done after about one turn
 * (6 seats against five random players: 65% of 40 games won, mean score 18.8; scored at the turn's end, 95%, 23.8).
 */
import type { SearchBudget } from '../core/engine.ts';

export const searchBudgets: Partial<Record<'medium' | 'hard', SearchBudget>> = {
  medium: { iterations: 60, playoutDepth: 24, playoutToTurnEnd: true },
  hard: { iterations: 300, playoutDepth: 40, playoutToTurnEnd: true },
};
