/**
 * How to play Civ Builder, for players (the `/rules/civ-builder` page). Every statement follows
 * shared/specs/civ-builder.md; its title, seats and score unit come from about.ts; the numbers the engine also uses
 * (row sizes, the landmark goal, the round cap, the basic deck) are read from its own constants and card table, the
 * cards from cards.ts, the example's points from scoring.ts. The deck trims per seat count are the spec's §3 table, checked against the engine's setup in
 * guide.test.ts.
 */
import { guideOf, paragraph, points, scoringExampleHere, seatCounts, section, steps, table } from '../core/guide.ts';
import { about } from './about.ts';
import { typeInfo } from './cards.ts';
import { CARD_GROUPS } from './guide-cards.ts';
import { SCORING_EXAMPLE } from './guide-example.ts';
import { DECK_TRIMS, ROUND_CAP, ROW_SIZES, landmarkGoal } from './state.ts';

export type { CivExampleLayout, ExampleConstruct } from './guide-example.ts';

const SEAT_COUNTS = seatCounts(about.seats);
const basics = ['worker', 'trader', 'builder'] as const;
/** The basic civilians each seat starts with: 8 Workers, 1 Trader, 1 Builder (a quarter of the table's copies). */
const perSeat = (type: (typeof basics)[number]) => typeInfo(type).copies / about.seats.max;
const DECK_SIZE = basics.reduce((sum, t) => sum + perSeat(t), 0);

const sections = [
  section('goal', 'The goal', [
    paragraph(
      'Grow a civilisation from a small deck of Workers. Buy better people and buildings from four trade rows, ' +
        'put persons to work on constructs, fight your neighbours’ buildings and steal from their discard piles. ' +
        'Only landmarks you have built score victory points (VP) at the end, so the game is a race to build them ' +
        'and to knock down the others’.',
    ),
  ]),
  section('card-kinds', 'Kinds of cards', [
    points(
      'Persons are civilians and heroes: you play them from your hand for their effects, or assign them to a ' +
        'construct for their Build value.',
      'Constructs are buildings and landmarks: you play one from your hand as a building site (unbuilt), and it ' +
        'is built once the persons assigned to it reach its build cost.',
      'Every card has a cost (what it takes to buy it from a row, or to steal it) and one or more traits: ' +
        'Commerce, Culture, Conflict. Stores and some landmarks count traits.',
      'A construct also prints its strength: the warfare an opponent needs to destroy it once it is built.',
    ),
  ]),
  section('set-up', 'Set-up', [
    paragraph(
      `${about.seats.min} to ${about.seats.max} players, or 2 teams of 2. ` +
        `Each player starts with a deck of ${DECK_SIZE} basic ` +
        `civilians (${perSeat('worker')} Workers, ${perSeat('trader')} Trader, ${perSeat('builder')} Builder), ` +
        'shuffled, and draws 5. Each player’s Market is built from the start, and each is dealt one landmark ' +
        'to build. A seeded draw decides who goes first.',
    ),
    paragraph(
      'The civilian, building, hero and landmark decks are shuffled; some heroes and landmarks are set aside ' +
        'unseen so that the supply fits the table:',
    ),
    table(
      'Hero and landmark decks by number of players (the landmarks counted before each player’s is dealt)',
      ['Players', 'Heroes', 'Landmarks', 'Landmarks built to end the game'],
      SEAT_COUNTS.map((n) => [n === 4 ? '4 or teams' : n, DECK_TRIMS[n]?.heroes ?? 0, DECK_TRIMS[n]?.landmarks ?? 0, landmarkGoal(n)]),
    ),
    paragraph(
      `Then the rows are dealt face up: ${ROW_SIZES.civilian} civilians, ${ROW_SIZES.building} buildings, ` +
        `${ROW_SIZES.hero} heroes and ${ROW_SIZES.landmark} landmarks, whatever the number of players.`,
    ),
  ]),
  section('turn', 'Your turn', [
    steps(
      'Start: if you stored cards on your buildings last turn, first take back any of them into your hand (or ' +
        'none). Then each of your built constructs gives its Passive, in the order you built them.',
      'Play, in any order and as often as your pools allow: play cards, assign persons, buy, attack, steal, ' +
        'trash, return and raid.',
      'End your turn: store persons on buildings with a Store, if you like. Everything else in your hand and in ' +
        'play goes to your discard pile, your pools empty, and you draw 5 (shuffling your discard pile into a ' +
        'new deck when the deck runs out).',
      'The last card of the building row and then of the civilian row leaves the game, and each row slides ' +
        'along to take a new card from its deck.',
    ),
    paragraph(
      'Cards add to pools: Money 2 adds 2 to your money for this turn. You spend pools in any amounts, each unit ' +
        'once: 7 money can buy a 4 and a 3, but not a 4 and then a 4. Unspent pools are lost at the end of the turn.',
    ),
  ], [
    section('keywords', 'What the cards do', [
      table(
        'Keywords',
        ['Keyword', 'Effect'],
        [
          ['Money N', 'Adds N to your money; you spend money to buy.'],
          ['Warfare N', 'Adds N to your warfare; you spend warfare to attack.'],
          ['Research N', 'Draw N cards now.'],
          ['Trash N', 'Each point removes one card of your hand, play zone or discard pile from the game (into your trash pile), or one card of the civilian or building row.'],
          ['Return N', 'Each point moves one card from your discard pile onto the top of your deck: you draw it next.'],
          ['Raid N', 'Each point makes an opponent discard a random card of their hand (never below 3 cards), or one card stored on their buildings.'],
          ['Steal N', 'This card becomes a steal source of value N this turn. Sources together take one card from an opponent’s discard pile whose cost they reach; the excess is lost.'],
          ['Build N', 'Assign the person to one of your unbuilt constructs to add N. “Build N, instead of its effects”: either play it or assign it. “Build +N”: play it, and assign it too.'],
          ['Passive', 'A built construct’s effect: once when it is built, then at the start of each of your turns.'],
          ['Store a/b', 'At the end of your turn, tuck up to a persons sharing one of its traits onto the building instead of discarding them; it holds b. Stored cards are safe from steal, but can be raided.'],
          ['Use / Discard', 'A hero is played one way or the other: Use (then it goes to your trash pile) or Discard (a small bonus, and it goes to your discard pile).'],
          ],
      ),
    ]),
    section('building', 'Building constructs', [
      points(
        'Play a building or landmark from your hand: it joins your constructs unbuilt. It does nothing yet and ' +
          'cannot be attacked, stolen or raided.',
        'Assign persons to it from your hand, or, for Build + cards, from your play zone after playing them. ' +
          'Its progress is the sum of their Build values (and a Master Builder’s bonus).',
        'When the progress reaches the build cost, the assigned persons go to your discard pile and the ' +
          'construct is built: its Passive works at once. Extra progress is lost.',
        'Progress and tucked persons stay from turn to turn; an unbuilt construct cannot be taken back.',
      ),
    ]),
    section('conflict', 'Attack, steal and raid', [
      points(
        'Attack: spend warfare equal to an opponent’s built construct’s strength (+1 for each of their other ' +
          'built Walls) to destroy it. It goes to their discard pile with anything stored on it, and you gain ' +
          'a trophy.',
        'Steal: choose a card in an opponent’s discard pile and steal sources whose values add up to its cost. ' +
          'It goes to your discard pile. A destroyed construct lying in a discard pile can be stolen too.',
        'Raid: an opponent discards a random hand card (only while they hold more than 3), or a card you choose ' +
          'from their stores.',
        'You may split your warfare and raids among opponents. Team mates are never targets.',
      ),
    ]),
    section('rows', 'The trade rows', [
      paragraph(
        'Each row takes a new card from its deck at the deck end, pushing the others along. When a card is ' +
          'bought or trashed the gap closes the same way. At the end of every turn the building and civilian ' +
          'rows age: their last card leaves the game. Hero and landmark rows never age and cannot be trashed ' +
          'from. An empty deck is not refilled, so its row shrinks.',
      ),
    ]),
  ]),
  section('scoring', 'End of the game and scoring', [
    paragraph(
      `The end is triggered when a player has built ${landmarkGoal(2)} landmarks in a 2-player game ` +
        `(${landmarkGoal(3)} with 3 or 4 players, and per player in teams), or when the landmark deck and row are ` +
        'both empty. The round is then played to its end, so everyone has had the same number of turns; a ' +
        `trigger stays even if landmarks are destroyed later. The game also ends after round ${ROUND_CAP}.`,
    ),
    paragraph('Each built landmark scores as its card says; nothing else scores. Bonuses “+k per …” stop at +6.'),
    scoringExampleHere(),
    paragraph(
      'Ties go to the player with more built landmarks, then to the higher total printed cost of the cards ' +
        'they own (everything but their trash pile). Players still tied share the win.',
    ),
  ], [
    section('teams', 'Team play', [
      points(
        'Four players: the first and third seats are Team A, the second and fourth Team B, so the teams ' +
          'alternate.',
        'Team mates take their turn together, each with their own cards and pools; the rows age once when both ' +
          'have ended their turn.',
        'Team mates never attack, steal from or raid each other. A team’s VP is the sum of both players’, and ' +
          'the tie-breaks use team sums.',
      ),
    ]),
    section('open-information', 'What everyone sees', [
      paragraph(
        'Hands and decks are secret (everyone sees their sizes). Discard and trash piles, play zones, ' +
          'constructs with their progress and stored cards, trophies and the active player’s pools are public: ' +
          'browse any discard pile to plan a steal.',
      ),
    ]),
  ]),
];

const glossary = {
  Person: 'A civilian or a hero: played for effects, or assigned for Build.',
  Construct: 'A building or a landmark: played unbuilt, built by assigning persons.',
  'Basic card': 'Worker, Trader, Builder and Market: the starting cards, marked * in the rules.',
  Pool: 'Money, warfare, trash, return and raid gathered this turn; spent in any amounts, emptied at the end of the turn.',
  'Steal source': 'A card with Steal played this turn; each source helps steal one card.',
  'Play zone': 'Persons played this turn; they go to the discard pile at the end of the turn.',
  Progress: 'The Build assigned to an unbuilt construct, toward its build cost.',
  Strength: 'The warfare needed to destroy a built construct (Walls add 1 to each of their owner’s other constructs).',
  Trophy: 'Gained for each construct you destroy; the Triumphal Arch counts them.',
  'Row trash': 'Cards aged out of, or trashed from, the trade rows: out of the game, but public.',
  'Trash pile': 'Your cards removed from the game. They are no longer yours for scoring, though the Hermitage and Hall of Heroes count them.',
  'Landmark goal': 'Built landmarks that trigger the end: 4 with 2 players, 3 otherwise.',
};

const tagline = 'A deck-builder of trade, construction and conflict: buy, build, attack and steal your way to the best landmarks.';

export const guide = guideOf(about, { tagline, sections, example: SCORING_EXAMPLE, glossary, cardGroups: CARD_GROUPS });
