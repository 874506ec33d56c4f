/** The game-over ranking's columns: VP, then the tie-breaks in order, each short enough on a phone to fit beside it. */
export const RANKING_COLUMNS = [
  { name: 'VP' },
  { name: 'longest Wall', short: 'Wall', title: 'Longest Wall (first tie-break)' },
  { name: 'longest Road', short: 'Road', title: 'Longest Road (second tie-break)' },
  { name: 'longest River', short: 'River', title: 'Longest River (third tie-break)' },
];
