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
  'civ-builder-2-hard-easy':
    'Civ Builder: easy plays by the same estimate as hard (landmarks on their way, the economy for the turns left), ' +
    'and a turn\'s own order (play, build, buy) is simple, so a search to the turn\'s end adds little to the one-step ' +
    'look: hard wins 55.5% here. In shorter trials, random playouts of 8–24 actions won 17–50% of 6–15 games at ' +
    '200–800 iterations; rollouts of easy\'s policy to the turn\'s end 46% of 39 games at 100 iterations and 63% of ' +
    '27 at 300 (the budget kept). ' +
    'What a buy is worth shows only when it is drawn, a turn or more later: a search whose playouts reach past the ' +
    'next draw is the way on, not more iterations of this one.',
};
