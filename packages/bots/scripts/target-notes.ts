/**
 * What the bot-targets report says under its table, by table (`<game>-<seats>-<players>`): why a target does not hold
 * where more search cannot make it hold, with the measurement that shows it (`npm run ceiling -w @turnpost/bots`),
 * and which tables were measured against a bot other than today's.
 */
/** A table measured against the easy bot before it left near ties to chance (2026-11-27). */
const EASY_BEFORE =
  'Measured on 2026-11-26 against the easy bot of then, which always took its single best one-step move; today\'s ' +
  'easy leaves moves within 0.02 of its best to chance, and this table has not been measured against it yet.';

export const TARGET_NOTES: Record<string, string> = {
  'arquetect-6-hard-random':
    'Arquetect at 6 seats against five random players: a random player ends its turn "done" half the time, so the ' +
    'game is over within a median 32 actions, about five a seat (a turn is at least two: an act and its end); the deal ' +
    'decides most games. ' +
    'A search that sees every hidden card (`npm run ceiling -w @turnpost/bots -- --game arquetect --seats 6 --games ' +
    '200 --iterations 1200`: four times hard\'s budget, every determinization the true state) wins 81.8% (75.8%–86.5%) ' +
    'of 200 games, so no honest bot reaches 90% there: the target is out of the game\'s reach, not the bot\'s.',
  'civ-builder-2-hard-easy':
    'Civ Builder: measured on 2026-11-27 against the easy bot that leaves near ties to chance (any move within 0.02 ' +
    'of its best one-step value, `Budget.tolerance`). Against the easy bot before it, which always took its single ' +
    'best move by the same estimate as hard, hard won 55.5% (48.6%–62.2%) of 200 games: a turn\'s own order (play, ' +
    'build, buy) is simple and sound moves differ little, so a search to the turn\'s end added little to that look. ' +
    'The tolerant easy still beats uniform random 97.5% of 40 games (mean score 11.4 to 3.2).',
  'avenue-empires-3-hard-easy': EASY_BEFORE,
};
