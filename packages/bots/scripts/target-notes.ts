/**
 * What the bot-targets report says under its table, by table (`<game>-<seats>-<players>`): why a target does not hold
 * where more search cannot make it hold, with the measurement that shows it (`npm run ceiling -w @turnpost/bots`).
 */
export const TARGET_NOTES: Record<string, string> = {
  'arquetect-6-hard-random':
    'Arquetect at 6 seats against five random players: a random player ends its turn "done" half the time, so the ' +
    'game is over within a median 32 actions, about five a seat (a turn is at least two: an act and its end); the deal ' +
    'decides most games. ' +
    'A search that sees every hidden card (`npm run ceiling -w @turnpost/bots -- --game arquetect --seats 6 --games ' +
    '200 --iterations 1200`: four times hard\'s budget, every determinization the true state) wins 81.8% (75.8%–86.5%) ' +
    'of 200 games, so no honest bot reaches 90% there: the target is out of the game\'s reach, not the bot\'s.',
};
