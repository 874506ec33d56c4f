/**
 * What the bot-targets report says under its table, by table (`<game>-<seats>-<players>`): why a target does not hold
 * where more search cannot make it hold, with the measurement that shows it (`npm run ceiling -w @turnpost/bots`),
 * and what a table's figures alone do not say.
 */
export const TARGET_NOTES: Record<string, string> = {
  'arquetect-6-hard-random':
    'Arquetect at 6 seats against five random players, measured on 2026-11-28 after the searching bots\' judgement ' +
    'changed (rules: arquetect/estimate.ts, search-budgets.ts). Before it, hard won 75.0% (68.6%–80.5%) of 200 games, ' +
    'mean score 18.8: it scored its playouts at the game\'s end, reached by random play in which its own turns to come ' +
    'gave its city away card by card, so staying in looked worse than it is and it said it was done after 1.1 turns on ' +
    'average (scratch trial, 40 games). An all-seeing search with that judgement won 81.8% (`npm run ceiling`), which ' +
    'this note once took for the most any honest bot could win; the ceiling holds for a judgement, not for the game. ' +
    'Hard playing the same games but never saying it was done won 97.5% of 40 (mean score 25.4, 3.8 turns). Now the ' +
    'search scores each playout at its turn\'s end by an estimate that counts a seat\'s turns still to come (6 VP while ' +
    'it is not done) and a trade whose counter-offer is on the table as it would likely end: 92.8% (88.3%–95.6%) of 200 ' +
    'games with the first alone, and 98.5% with both, as above. Medium reads the same estimate; easy does not ' +
    '(`noviceEstimate`: the city as it scores now).',
  'civ-builder-2-hard-easy':
    'Civ Builder: measured on 2026-11-27 with hard reading the tuned estimate (see the 4-seat note below) against ' +
    'the easy bot that reads the novice one and leaves near ties to chance (any move within 0.02 of its best ' +
    'one-step value, `Budget.tolerance`); with both reading the novice weight hard won 76.0% (69.6%–81.4%). Against the easy bot before it, which always took its single ' +
    'best move by the same estimate as hard, hard won 55.5% (48.6%–62.2%) of 200 games: a turn\'s own order (play, ' +
    'build, buy) is simple and sound moves differ little, so a search to the turn\'s end added little to that look. ' +
    'The tolerant easy (novice weight) beats uniform random 97.5% of 40 games (mean score 11.4 to 3.2).',
  'civ-builder-4-hard-easy':
    'Civ Builder at 4 seats, hard against three easy bots, measured on 2026-11-27 after hard\'s estimate was tuned: ' +
    'hard wins 58.0% (51.1%–64.6%), mean score 11.1 against 5.4 for each easy seat. Both bots judge a position by ' +
    'the same guess (estimate.ts: VP of built and coming landmarks, plus the economy for the turns a game likely has ' +
    'left), with one weight apart: what a unit of yield a turn is worth. Hard (and medium) read it at 0.08 VP, ' +
    'tuned by self-play; easy reads it at 0.2 (`noviceEstimate`), the weight both read before, which keeps growing ' +
    'its deck when it should be building landmarks. Before the tuning, with both at 0.2, hard won 35.0% ' +
    '(28.7%–41.8%) of 200 games. Easy\'s own look with the tuned weight, against three easy bots ' +
    '(`npm run tournament -- --game civ-builder --seats 4 --bots hard,easy --games 400 --hard-budget ' +
    '\'{"iterations":0,"samples":2,"tolerance":0.02}\'`: the hard level on easy\'s one-step budget), wins 44.3% ' +
    '(39.5%–49.1%) of 400 games. Scratch trials of other weights (400 games each): 0.05 and 0.1 did as well, 0.3 won ' +
    '17.5%; hard reading 0.08 against three easy bots reading 0.08 too won 33% of 48. So at this table what hard has over easy is mostly its better ' +
    'judgement of the race, not its search: a search to the end of its own turn sharpens the order of one ' +
    'turn\'s plays, builds and buys, and at 4 seats sound moves differ little within a turn. Earlier trials of ' +
    'deeper searches (40 games each, with the old weight): stopping at its own turn\'s end in the tree too won ' +
    '30.0%; playouts through all three opponents\' turns won 48.4% of 31 at 2.5 times the time; 600 iterations ' +
    'took 825 ms a decision; every playout scored after exactly the next seat\'s turn won 17.9% of 39.',
};
