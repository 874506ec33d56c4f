/**
 * For the bots, not a rule. An Arquetect turn is one act (a gift, an offer and its answers, an ability) and its end,
 * where a seat says whether it is done. The searching levels score every playout at the end of the turn it starts in
 * (`playoutToTurnEnd`), by the estimate (estimate.ts: the cities now, a trade on the table as it would likely end,
 * and the worth of staying in). Played on to the game's end at random, a seat's own turns to come gave its city away
 * card by card (random gifts, counters accepted at random places), so staying in looked worse than it is and hard said
 * it was done after about one turn: at 6 seats against five random players it won 75.0% of 200 games (mean score
 * 18.8). Scored at the turn's end with staying in counted, 92.8% (23.0); with the trade counted too, see
 * docs/bot-targets.md.
 */
import type { SearchBudget } from '../core/engine.ts';

export const searchBudgets: Partial<Record<'medium' | 'hard', SearchBudget>> = {
  medium: { iterations: 60, playoutDepth: 24, playoutToTurnEnd: true },
  hard: { iterations: 300, playoutDepth: 40, playoutToTurnEnd: true },
};
