/**
 * How to play Saltmarket, for players (the `/rules/saltmarket` page). Every statement follows
 * shared/specs/saltmarket.md; its title, seats and score unit come from about.ts, the numbers the engine also uses
 * (slot values, cap, limits) from the engine's own constants, the cards from buildings.ts and characters.ts, the example's points from scoring.ts.
 */
import { guideOf, paragraph, scoringExampleHere, seatCounts, section, steps, table } from '../core/guide.ts';
import { about } from './about.ts';
import { CARD_GROUPS } from './guide-cards.ts';
import { SCORING_EXAMPLE } from './guide-example.ts';
import { GOODS_CAP } from './goods.ts';
import { SLOT_VALUES } from './market.ts';
import { LAST_PURCHASE, MAX_ROUNDS, SOLO_TURNS } from './state.ts';
import { displaySize } from './setup.ts';

export type { ExampleTownBuilding, SaltmarketExampleLayout } from './guide-example.ts';

const SEAT_COUNTS = seatCounts(about.seats);

const sections = [
  section('goal', 'The goal', [
    paragraph(
      'You are a merchant in the port of Saltmarket. Each turn you move your pawn to a vacant building and take ' +
        'its action: gather or convert goods, nudge the market, or ship goods to buy a building. Buildings score ' +
        `VP and earn you tolls. After someone buys their ${LAST_PURCHASE}th building, every other player gets one ` +
        'last turn, and the highest score wins.',
    ),
  ]),
  section('set-up', 'Set-up', [
    paragraph(
      `${about.seats.min} to ${about.seats.max} players. ` +
        'The seats are shuffled (the first seat starts), each player is dealt ' +
        'two characters, the four goods are shuffled onto the market and town buildings are dealt face up to the ' +
        'display:',
    ),
    table(
      'Buildings on display by number of players',
      ['Players', 'Display'],
      SEAT_COUNTS.map((n) => [n, displaySize(n)]),
    ),
    paragraph(
      'Everyone then chooses in secret, in any order: one of the two characters, and starting goods of exactly 3 ' +
        'units in any mix (6 for the Quartermaster). Until the last player has chosen, the others see only that you ' +
        'have chosen, and you may change your mind. You own your character’s starting building; pawns start off ' +
        'the map.',
    ),
  ]),
  section('market', 'Goods and the market', [
    paragraph(
      `The goods are fish, livestock, wood and stone. You hold 0 to ${GOODS_CAP} of each: a gain beyond ` +
        `${GOODS_CAP} is lost, and a payment is made in full or not at all. The market has four slots worth ` +
        `${SLOT_VALUES.map((v) => `$${v}`).join(', ')} from top to bottom, one good in each. A good’s slot value is ` +
        'both how many units you need to ship it and what it pays.',
    ),
  ]),
  section('turn', 'Your turn', [
    steps(
      'Move your pawn to a building that is in play (on the display or owned by anyone, starting buildings ' +
        'included) and vacant (no pawn on it, your own included: you must move each turn).',
      'If another player owns it and you have no top hat, pay them a toll of 1 good of your choice.',
      'Take the building’s action, effect by effect in printed order. You may not move to a building whose ' +
        'payment you cannot make.',
    ),
    paragraph(
      'If no building is open to you, you do odd jobs instead: your pawn leaves the map and you gain 1 good ' +
        'of your choice.',
    ),
  ], [
    section('buying', 'Shipping and buying', [
      steps(
        'Choose a building on the display and the goods to ship. You may ship a good only if you hold at ' +
          'least its slot value in units, and every unit of it is sold.',
        'The shipment pays the sum of the shipped goods’ slot values. Each coin you own takes $1 off the ' +
          'cost (the Auction House and the Dry Dock take off more). Money beyond the cost is lost.',
        'With warehouses you may keep that many of the units you shipped, in any mix.',
        'The market shifts: shipped goods fall to the cheapest slots in their old order, the rest rise.',
        'The building becomes yours, and the next card of the deck takes its place on the display.',
      ),
    ]),
  ]),
  section('scoring', 'End of the game and scoring', [
    paragraph(
      `When a player makes their ${LAST_PURCHASE}th purchase, every other player takes one last turn. The game ` +
        `also stops after ${MAX_ROUNDS} rounds at the latest. Your score is the VP of your buildings plus your ` +
        'character’s end-of-game bonus, if it has one.',
    ),
    scoringExampleHere(),
    paragraph(
      'Ties go to the player with more buildings (the starting building included), then more goods held. ' +
        'Players still tied share the win.',
    ),
  ], [
    section('solo', 'Solo', [
      paragraph(
        'The Mason and the Landlord are left out, and there are no tolls. Your ' +
          `${LAST_PURCHASE}th purchase ends the game at once: you win if you make it within ${SOLO_TURNS} ` +
          'turns. Your score is reported either way.',
      ),
    ]),
  ]),
];

const glossary = {
  Display: 'The town buildings on offer, face up. Buying one brings the next card of the deck.',
  Market: 'The four slots, top to bottom, that set each good’s requirement and price.',
  Requirement: 'How many units of a good you need to ship it: its slot value (one less for the Speculator).',
  Pawn: 'Your marker on the building you used last. No two pawns share a building.',
  Toll: 'One good paid to a building’s owner when you move onto it.',
  Coin: 'A symbol: $1 off every purchase.',
  Anchor: 'A symbol that some buildings count (more fish, livestock or stone; the Dry Dock’s discount).',
  'Top hat': 'A symbol: you never pay tolls.',
  Warehouse: 'A symbol: keep one more of the goods you ship.',
  [`Cap of ${GOODS_CAP}`]: `No one holds more than ${GOODS_CAP} of a good; the excess of a gain is lost.`,
  'Odd jobs': 'What you do when no building is open to you: gain 1 good, pawn off the map.',
};

const tagline = 'Move your pawn around the port, ship goods while their price is high, and buy the town’s best buildings.';

export const guide = guideOf(about, { tagline, sections, example: SCORING_EXAMPLE, glossary, cardGroups: CARD_GROUPS });
