/**
 * How to play Arquetect, for players (the `/rules/arquetect` page). Every statement follows
 * shared/specs/arquetect.md; its title, seats and score unit come from about.ts, the numbers the engine also uses
 * (turn limit, outward limit, the starter blocks) from the engine's own constants, the cards from cards.ts, and the example's points from scoreSheet.
 */
import { guideOf, paragraph, points, scoringExampleHere, seatCounts, section, steps, table } from '../core/guide.ts';
import { about } from './about.ts';
import { CARDS } from './cards.ts';
import { BASE_BLOCKS, EXPANSION_BLOCKS } from './deck.ts';
import { CARD_GROUPS } from './guide-cards.ts';
import { SCORING_EXAMPLE } from './guide-example.ts';
import { MAX_TURNS, OUTWARD_LIMIT } from './state.ts';

export type { ArquetectExampleLayout, ExampleCard } from './guide-example.ts';

const BASE_PER_PLAYER = BASE_BLOCKS[0]?.length ?? 0;
const EXPANSION_PER_PLAYER = BASE_PER_PLAYER + (EXPANSION_BLOCKS[0]?.length ?? 0);
const SEAT_COUNTS = seatCounts(about.seats);

const names = (block: readonly (keyof typeof CARDS)[] | undefined): string =>
  (block ?? []).map((type) => CARDS[type].name).join(', ');

const sections = [
  section('goal', 'The goal', [
    paragraph(
      'Your hand is your city. Each card scores by where it sits in your hand: its neighbours, its distance ' +
        'to other cards, how many of something lies to its left or right. You may never reorder your own ' +
        'hand: it changes only when other players gift you cards, when you trade, and through event cards. ' +
        'The highest score at the end wins.',
    ),
  ]),
  section('set-up', 'Set-up', [
    paragraph(
      `${about.seats.min} to ${about.seats.max} players; 3 to 5 play best. ` +
        'With 2, the first player to declare done ends ' +
        'the game at once. Whoever creates the game chooses the deck:',
    ),
    points(
      `Starter (recommended for a first game): ${BASE_PER_PLAYER} cards per player, a fixed block of cards ` +
        'for each player.',
      `Starter + expansion: ${EXPANSION_PER_PLAYER} cards per player: the starter blocks plus an expansion ` +
        'block each, with new buildings and event cards.',
      'Custom (set when a game is created through the API, not on the new-game form): a number of copies of ' +
        'each card type, 6 to 12 cards per player in all, at most the copies that exist.',
    ),
    table(
      'Deck size by number of players',
      ['Players', 'Starter', 'Starter + expansion'],
      SEAT_COUNTS.map((n) => [n, n * BASE_PER_PLAYER, n * EXPANSION_PER_PLAYER]),
    ),
    table(
      'The blocks: with N players the deck holds blocks 1 to N',
      ['Block', 'Starter cards', 'Expansion cards'],
      BASE_BLOCKS.map((block, k) => [k + 1, names(block), names(EXPANSION_BLOCKS[k])]),
    ),
    paragraph(
      'The deck is shuffled and dealt out completely, one card at a time in seat order. Each card goes to the ' +
        'right end of its receiver’s hand, facing in, and the order of arrival is the hand’s order. When the ' +
        'cards do not divide evenly, the first seats get one card more. The first seat takes the first turn.',
    ),
  ]),
  section('turn', 'Your turn', [
    paragraph('Turns go clockwise in seat order. On your turn, do exactly one of these:'),
    points(
      'Gift: put one card of yours into another player’s hand, at any gap you choose, from its left end to ' +
        'its right end. Everyone sees where it went; only you and the receiver know which card it is.',
      'Offer a trade: put 1 to 3 of your cards forward and name a player to ask (see below).',
      'Use an event (expansion): play the ability of an event card in your hand that faces in.',
      'Pass: only when your hand is empty.',
    ),
    paragraph(
      'Then end your turn, saying whether you are done. Being done is for good: you take no more turns, ' +
        'nobody can gift to you, trade with you or aim an event at you, and your hand never changes again. ' +
        `A player who ends their ${MAX_TURNS}th turn becomes done automatically. The next turn goes to the next ` +
        'player clockwise who is not done.',
    ),
  ], [
    section('trade', 'Offers and trades', [
      steps(
        'You offer 1 to 3 cards to a player still playing. Everyone hears the names of the offered cards, ' +
          'as if spoken aloud; the cards stay in your hand until the swap.',
        'The player asked either declines or makes a counter-offer of 1 to 3 of their own cards.',
        'If they decline, the same offer goes to the next player still playing, clockwise after them ' +
          '(never to you). Each player is asked at most once.',
        'If they counter, you accept or reject. Rejecting passes your same offer on to the next player, ' +
          'just as a decline does.',
        'If you accept, you choose where the cards you receive go in your hand; then the other player ' +
          'chooses where your cards go in theirs. Both hands change at once, and every received card faces in.',
        'If nobody is left to ask, the trade fails and no card moves.',
      ),
      paragraph(
        'Your other cards keep their order: the received cards fill the places you chose and the rest ' +
          'close up around them.',
      ),
    ]),
    section('events', 'Events and outward cards (expansion)', [
      points(
        'An event card’s ability can be your turn’s action while the card faces in. Afterwards it turns ' +
          'outward by itself and stays in your hand.',
        'An event scores 1 facing out and 0 facing in. Everyone can read the name of an outward card.',
        'Every card that enters a hand, by any means, arrives facing in, so its new owner can use it again.',
        'If the event has left your hand after its effect (the Festival passes your rightmost card on), it ' +
          'is not turned.',
        'Demolition puts a card on the public rubble pile; Salvage takes one back.',
        `If, after using an ability, you have ${OUTWARD_LIMIT} or more outward cards, the game ends at once.`,
      ),
    ]),
    section('secrets', 'What everyone sees', [
      points(
        'Other hands show as card backs in their order, with each card’s orientation; outward cards show ' +
          'their name.',
        'Hand sizes, who is done, turn counts, whose turn it is and the rubble pile are public.',
        'A card moved by a gift, a Heist, an Exchange or a Festival is known only to the two players ' +
          'involved; everyone sees the positions.',
        'At the end of the game every hand is revealed. Only you can see your own score before then.',
      ),
    ]),
  ]),
  section('scoring', 'Scoring', [
    paragraph(
      'Each card scores by its own rule (see the card list), from your hand and the card’s place in it; no ' +
        'card changes another card’s score. Your score is the sum. It can be negative: a Fire costs 3. ' +
        'Facing in or out changes nothing except for events. The rules use these words:',
    ),
    points(
      'Neighbours: the cards directly to its left and right (one at an end of the hand).',
      'Within distance 2: every other card at most 2 places away, on either side.',
      'To its left / to its right: all the cards on that side, however far.',
      'Run: the unbroken block of cards of the same category that contains the card.',
      'End: the leftmost or the rightmost place of the hand.',
    ),
    scoringExampleHere(),
  ]),
  section('end', 'End of the game and ties', [
    paragraph('The game ends in one of two ways:'),
    points(
      'at most one player is not done (the last one takes no further turn), or',
      `a player has ${OUTWARD_LIMIT} or more outward cards after using an ability.`,
    ),
    paragraph('Every player is scored, done or not. The highest score wins. Ties are broken in this order:'),
    steps(
      'more building categories in the hand (Residential, Industry, Commerce, Civic, Nature; Hazard and ' +
        'Event do not count),',
      'then fewer cards in hand.',
    ),
    paragraph(
      'Players still tied share the place, and a shared first place is a shared victory. The next place ' +
        'counts everyone above it: two shared firsts are followed by a 3rd.',
    ),
  ]),
];

const glossary = {
  'Hand, city': 'The same thing: your cards, in an order you may never change yourself.',
  'Facing in': 'The normal way a card sits. Every card arrives facing in.',
  'Outward, out': 'An event card turned after its ability was used: it scores 1, and everyone can read its name.',
  [`0/${OUTWARD_LIMIT} outward`]: `How many of a player’s cards face outward. Reaching ${OUTWARD_LIMIT} with an ability ends the game.`,
  Done: `Out of the game for good: no more turns, a frozen hand. Automatic after the ${MAX_TURNS}th turn.`,
  [`3/${MAX_TURNS} turns`]: `A player’s turns taken so far, out of the ${MAX_TURNS} allowed.`,
  'Act, Respond, Decide, Place, End turn':
    'The steps of a turn: the player whose turn it is acts; an asked player responds to an offer; the offerer ' +
    'decides on a counter-offer; the counter-offerer places the cards they receive; the turn ends.',
  Gift: 'Putting one of your cards into another player’s hand, at a gap you choose.',
  'Offer, counter-offer': 'A trade: 1 to 3 cards put forward, and 1 to 3 cards asked back.',
  'Asked in turn': 'The players an offer goes to, one after another, until one counters.',
  Gap: 'A place between two cards, or at an end, where a card can go.',
  Rubble: 'The public pile of demolished cards; Salvage takes a card back from it.',
  'Building categories': 'Residential, Industry, Commerce, Civic and Nature. Hazard (the Fire) and Event are categories too, but not building ones.',
  Neighbours: 'The cards directly left and right of a card.',
  'Within distance 2': 'Up to 2 places away, on either side.',
  Run: 'An unbroken block of same-category cards.',
};

const tagline = 'Your hand is your city, and you may never reorder it: gift, trade and scheme for the best order.';

export const guide = guideOf(about, { tagline, sections, example: SCORING_EXAMPLE, glossary, cardGroups: CARD_GROUPS });
