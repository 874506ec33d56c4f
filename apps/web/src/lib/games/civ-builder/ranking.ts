/** The game-over ranking's columns: VP, then the tie-breaks in order, each short enough on a phone to fit beside it. */
export const RANKING_COLUMNS = [
  { name: 'VP' },
  { name: 'built landmarks', short: 'Landmarks', title: 'Built landmarks (first tie-break: more is better)' },
  { name: 'cost of cards owned', short: 'Cost', title: 'Printed cost of the cards owned (second tie-break: higher is better)' },
];
