/**
 * What the bot-targets report says under its table, by table (`<game>-<seats>-<players>`): why a target does not hold
 * where more search cannot make it hold, with the measurement that shows it (`npm run ceiling -w @turnpost/bots`),
 * and what a table's figures alone do not say.
 */
export const TARGET_NOTES: Record<string, string> = {
  'arquetect-6-hard-random':
    'Arquetect at 6 seats against five random players: a random player ends its turn "done" half the time, so the ' +
    'game is over within a median 32 actions, about five a seat (a turn is at least two: an act and its end); the deal ' +
    'decides most games. ' +
    'A search that sees every hidden card (`npm run ceiling -w @turnpost/bots -- --game arquetect --seats 6 --games ' +
    '200 --iterations 1200`: four times hard\'s budget, every determinization the true state) wins 81.8% (75.8%–86.5%) ' +
    'of 200 games. That search takes the others for rivals, as hard does; told also that they play at random ' +
    '(`--knowing-random`: their actions are chance draws in its tree and its playouts, so it aims at the best reply ' +
    'to this very table), the same search wins 83.3% (77.5%–87.8%) of 200 games at hard\'s 300 iterations and 85.8% ' +
    '(80.2%–89.9%) at 1200 (11 and 35 min). A player who sees every card and knows how the others choose is the most ' +
    'any player can be at this table; it gains 2.5 points for four times the search and still stays under 90% with ' +
    'four times hard\'s budget, whose 1-s limit per decision allows about 1,000 iterations. Hard, honest, wins 75.0% ' +
    'at 300: the 8 points between it and the all-seeing search of the same size are what hidden cards and not ' +
    'knowing the others cost. The target is out of reach for any honest bot within the time limit.',
  'civ-builder-2-hard-easy':
    'Civ Builder: measured on 2026-11-27 against the easy bot that leaves near ties to chance (any move within 0.02 ' +
    'of its best one-step value, `Budget.tolerance`). Against the easy bot before it, which always took its single ' +
    'best move by the same estimate as hard, hard won 55.5% (48.6%–62.2%) of 200 games: a turn\'s own order (play, ' +
    'build, buy) is simple and sound moves differ little, so a search to the turn\'s end added little to that look. ' +
    'The tolerant easy still beats uniform random 97.5% of 40 games (mean score 11.4 to 3.2).',
  'civ-builder-4-hard-easy':
    'Civ Builder at 4 seats, hard against three easy bots: hard wins 35.0% (28.7%–41.8%), above the fair 25% but short ' +
    'of twice it (mean score 8.8 against 6.6 for each easy seat; 89 min on one core). Head to head at 2 seats hard wins ' +
    '76.0%, odds of about 3 to 1 against one easy bot; at those odds a 4-seat race would give hard about half the wins ' +
    '(3.2 / (3.2 + 3)), so hard\'s edge over easy shrinks at a fuller table. Its search looks only to the end of its ' +
    'own turn (`playoutToTurnEnd`, greedy rollouts) and scores that by its margin to the best other seat: it sharpens ' +
    'the order of one turn\'s plays, builds and buys; only a line that ends its turn inside the tree goes on into the ' +
    'next seat\'s turn. Trials on other deals (40 games each, hard at each seat in turn, 2026-11-27): today\'s search ' +
    'won 52.5% (21 of 40; with the 200 games above, 38% of 240); the same search stopped at its own turn\'s end in the ' +
    'tree too won 30.0%, so the look into the next turn is worth keeping; playouts on through all three opponents\' ' +
    'turns to its next one (150 iterations, 2.5 times the time a decision) won 48.4% of 31, no clear gain; 600 ' +
    'iterations took 825 ms a decision (median, two games on a busy machine), too near the 1-s limit to be worth 200 games; every playout scored after exactly the next seat\'s turn, so all branches ' +
    'end at one point (`--hard-budget \'{"horizonTurns":2,"playoutToTurnEnd":false,"playoutDepth":60}\'`, 300 iterations), won ' +
    'only 17.9% of 39 (mean score 5.9 against 7.8): the next seat\'s turn, played greedily on a drawn hand, adds more noise ' +
    'to the margin than its look is worth. Not fixed yet: each 200-game trial at 4 ' +
    'seats takes 1.5 h on one core here, and 40-game trials cannot tell 40% from 50%.',
};
