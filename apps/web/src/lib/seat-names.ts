/**
 * The names the table, the log and the replay show for the seats: a bot's is marked as a bot's ("Robo (bot, hard)")
 * unless the name it was given already says so (the made-up "Bot Anna (hard)"), so every move a bot makes reads as
 * a bot's wherever its name appears.
 */
import type { GameSummary } from './api-types.ts';

export function tableNames(seats: GameSummary['seats']): string[] {
  return seats.map((s) => (s.bot === null || /\bbot\b/i.test(s.name) ? s.name : `${s.name} (bot, ${s.bot})`));
}
