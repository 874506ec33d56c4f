/**
 * How to play Avenue Empires, for players (the `/rules/avenue-empires` page). Every statement follows
 * shared/specs/avenue-empires.md; its title, seats and score unit come from about.ts, the numbers that the engine
 * also uses (starting hands, rounds) from the engine's own constants, the cards from cards.ts, and the example's points from scoreCity.
 */
import { guideOf, paragraph, points, scoringExampleHere, seatCounts, section, steps, table } from '../core/guide.ts';
import { about } from './about.ts';
import { CARDS } from './cards.ts';
import { CARD_GROUPS } from './guide-cards.ts';
import { SCORING_EXAMPLE } from './guide-example.ts';
import { CANONICAL_IDS } from './ids.ts';
import { PRODUCTION_DRAW } from './round.ts';
import { START_HAND, roundsFor } from './setup.ts';

export type { AvenueExampleLayout, ExampleBuilding } from './guide-example.ts';

const SEAT_COUNTS = seatCounts(about.seats);
const SPECIALS = CARDS.filter((row) => row.count === 2).length;

/** Per seat count: starting hand, rounds with a draw, and buildings each (= rounds). */
const SET_UP_ROWS = SEAT_COUNTS.map((seats) => {
  const start = START_HAND[seats] ?? 0;
  const rounds = roundsFor(seats);
  return [seats, start, (rounds - start) / PRODUCTION_DRAW, rounds];
});

const sections = [
  section('goal', 'The goal', [
    paragraph(
      'You are a ruler building a city of three avenues, Left, Center and Right, in front of your Castle. ' +
        'Every round each player draws cards, secretly passes one card to each neighbour, then builds one card. ' +
        'Once every card has been built, the city with the most Victory Points (VP) wins.',
    ),
  ]),
  section('set-up', 'Set-up', [
    paragraph(
      `${about.seats.min} to ${about.seats.max} players. ` +
        'Two cannot play: your left and right neighbour would be the same ' +
        `person. The deck holds ${CANONICAL_IDS.length} Building Cards: River, Road and Wall ×10 each, and 2 ` +
        `copies of each of ${SPECIALS} specials. The Castle is not a card: every player has one from the start.`,
    ),
    paragraph(
      'Turnpost shuffles the deck and deals the starting hands. The deck always runs out exactly, so every ' +
        'player builds the same number of cards; how many depends on the number of players:',
    ),
    table(
      'Set-up by number of players',
      ['Players', 'Starting hand', `Rounds that draw ${PRODUCTION_DRAW} cards`, 'Cards each player builds'],
      SET_UP_ROWS,
    ),
  ]),
  section('round', 'A round, step by step', [
    steps(
      `Draw. While the deck has cards, every player draws ${PRODUCTION_DRAW} (dealt one at a time in seat ` +
        'order). Once the deck is empty, rounds start without a draw.',
      'Trade. If every hand holds at least 2 cards, each player secretly chooses one card for their left ' +
        'neighbour and a different card for their right neighbour. When the last player has chosen, all the ' +
        'chosen cards change hands at the same moment, so a card you receive cannot be passed on in the same ' +
        'round.',
      'Build. Each player with a card in hand secretly chooses one card and one avenue, L, C or R. When the ' +
        'last player has chosen, every new building is revealed at once, each at the end of its avenue.',
      'If the deck and every hand are empty, the game ends; otherwise the next round starts.',
    ),
  ], [
    section('neighbours', 'Your neighbours', [
      paragraph(
        'Players sit in a circle in seat order. Your left neighbour is the next player clockwise and your ' +
          'right neighbour the one before you; the table names them for you.',
      ),
    ]),
    section('secret-choices', 'Secret choices', [
      points(
        'Until everyone has chosen, the others only see that you have chosen, never what.',
        'You may change your choice as often as you like until the last player chooses. From that moment ' +
          'the phase is over and nothing can be changed.',
        'A passed card stays secret between the giver and the receiver until the game ends; then the whole ' +
          'game, every hand and every pass, can be replayed by everyone.',
        'Hands are secret, but every city is public: you can see which cards your neighbours want, and ' +
          'choose not to pass them.',
      ),
    ]),
    section('last-rounds', 'The last two rounds', [
      paragraph(
        'In the second-to-last round everyone holds exactly 2 cards during the trade: you pass both and ' +
          'choose which one goes left. In the last round everyone holds 1 card, so there is no trade: you ' +
          'build it, still choosing its avenue.',
      ),
    ]),
  ]),
  section('city', 'Your city', [
    paragraph(
      'Your city has three avenues side by side, L (Left), C (Center) and R (Right). A new building always ' +
        'goes to the next free position of its avenue: L1 is the first building of the Left avenue, L2 the ' +
        'second, and so on. Buildings never move or leave the city.',
    ),
    paragraph(
      'The Castle is position 0 of all three avenues at once: one building with no name and no network type. ' +
        'It scores nothing itself.',
    ),
    points(
      'Two buildings are neighbours when they are next to each other in the same avenue (L1 and L2), or at ' +
        'the same position in side-by-side avenues (L2 and C2, or C2 and R2).',
      'L and R are not side by side: L1 and R1 are never neighbours.',
      'The Castle is a neighbour of every building at position 1 (L1, C1 and R1). Rules that count ' +
        'neighbours count it, but it has no network type.',
      'So a building has at most 4 neighbours. An empty position is not a neighbour.',
    ),
  ]),
  section('scoring', 'Scoring', [
    paragraph(
      'All scoring happens at the end of the game; no card does anything when it is built. (The table shows ' +
        'each city’s score so far, counted the same way.) A building scores its network VP plus its text VP, ' +
        'and your score is the sum over your buildings. Scores are never negative.',
    ),
    points(
      'Network VP: each card has network types (River, Road, Wall), one, two or none. For each type a ' +
        'building has, it scores +1 VP if at least one of its neighbours has that type too. A dual piece ' +
        '(two types) can score 2.',
      'Text VP: the special cards score what their text says (see the card list below). River, Road, Wall ' +
        'and the dual pieces have no text.',
    ),
    scoringExampleHere(),
  ], [
    section('groups', 'Groups and “longest”', [
      paragraph(
        'A Wall-group is a set of Wall-type buildings linked to each other through neighbours that are also ' +
          'Wall-type (likewise for Road and River). The Castle is never in a group. “Longest Wall” is the ' +
          'size of your largest Wall-group, however it is shaped, and 0 without a Wall-type building. The ' +
          'Bastion and the Harbor score by group size, and the longest groups break ties.',
      ),
    ]),
  ]),
  section('end', 'End of the game and ties', [
    paragraph(
      'The game ends after the last round’s build, when every card has been built. The player with the most ' +
        'VP wins. Ties are broken in this order:',
    ),
    steps('the longest Wall,', 'then the longest Road,', 'then the longest River.'),
    paragraph(
      'Players equal on all four share the place, and a shared first place is a shared victory. The next ' +
        'place counts everyone above it: two shared firsts are followed by a 3rd.',
    ),
  ]),
];

const glossary = {
  VP: 'Victory Points. The most VP wins.',
  'L, C, R': 'The Left, Center and Right avenues of a city.',
  'L1 / C1 / R1':
    'A position: the avenue’s letter and the building’s number in it, counted from the Castle. L1, C1 and R1 ' +
    'are the three positions next to the Castle.',
  Castle: 'Position 0 of every avenue: a neighbour of L1, C1 and R1, with no type and no VP.',
  Neighbour:
    'The building before or after in the same avenue, or at the same position in the avenue beside it; the ' +
    'Castle too, for a building at position 1.',
  'Network type': 'River, Road or Wall. A card has one, two (a dual piece) or none.',
  'Network VP, Net': '+1 for each type of a building that at least one of its neighbours shares.',
  'Text VP, Text': 'The extra VP a special card’s text gives (see the card list).',
  'No text: scores network VP only': 'River, Road and Wall: the card has no text, so it scores just its network VP, at most 1.',
  'Dual piece': 'Aqueduct, Bridge, Tunnel: two network types, so up to 2 network VP.',
  'Wall-group (Road-, River-)': 'Buildings of that type linked to each other through neighbours of the same type.',
  'Longest Wall / Road / River': 'The size of a city’s largest group of that type. They break ties, Wall first.',
  'Left / right neighbour': 'The next player clockwise / the player before you.',
  'Draw (Production)': `The start of a round: everyone draws ${PRODUCTION_DRAW} cards while the deck lasts.`,
  'Trade (Trading)': 'The secret pass of one card to each neighbour.',
  'Build (Building)': 'The secret choice of one card and the avenue it goes to.',
  'Has chosen': 'That player has made their secret choice; what it is stays hidden.',
};

const tagline = 'Draw, secretly pass a card to each neighbour, build one card into one of your three avenues.';

export const guide = guideOf(about, { tagline, sections, example: SCORING_EXAMPLE, glossary, cardGroups: CARD_GROUPS });
