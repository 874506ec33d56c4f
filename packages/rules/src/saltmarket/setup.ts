/**
 * The deal (spec §3), drawing from the seeded RNG in exactly the spec's order, every shuffle Fisher–Yates from the
 * listed order: the seats (play order), the character pool, the market, the town buildings. With a sealed deal
 * (sealed-deal.ts) the seed's RNG skips the character pool, which the sealed seed deals (or the record's revealed
 * characters stand for; an old game's replay for another seat's eyes shuffles it as then and deals the revealed
 * ones alone). Then the setup phase: every seat chooses in secret (setup-choice.ts).
 */
import type { SealedDeal, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { Rng } from '../core/rng.ts';
import { arrayOf, indices } from '../core/arrays.ts';
import { TOWN_BUILDING_IDS } from './buildings.ts';
import { GOODS, noGoods } from './goods.ts';
import { listText } from '../core/words.ts';
import { who } from './log.ts';
import { characterPool, dealInOrder, sealedCharacters } from './sealed-deal.ts';
import type { Player, SaltState } from './state.ts';

/** Face-up display size: N+3, at least 5 (spec §3.4). */
export const displaySize = (seats: number): number => Math.max(5, seats + 3);

/**
 * The initial state and the deal's log. `sealed` absent: the seed deals the characters too (every game made before
 * sealed deals); present: they come from it (sealed-deal.ts), and the rest of the deal is the seed's all the same.
 */
export function setup(seats: number, seed: string, narrator: Narrator, sealed?: SealedDeal): Transition<SaltState> {
  const rng = Rng.fromSeed(seed);
  const order = rng.shuffle(indices(seats));
  const seedDrawsCharacters = sealed === undefined || ('seedDealt' in sealed && sealed.seedDealt === true);
  const pool = seedDrawsCharacters ? rng.shuffle(characterPool(seats)) : [];
  const market = rng.shuffle(GOODS);
  const shuffled = rng.shuffle(TOWN_BUILDING_IDS);
  // two characters to each seat in play order, the first two to the first player (or the revealed one alone)
  const dealt = sealed === undefined ? dealInOrder(pool, order) : sealedCharacters(sealed, seats, order);
  const d = displaySize(seats);
  const players: Player[] = arrayOf(seats, (seat) => ({
    dealt: dealt[seat] ?? [],
    choice: null,
    changes: 0,
    ready: false,
    character: null,
    goods: noGoods(),
    buildings: [],
    purchases: 0,
    pawn: null,
  }));
  const state: SaltState = {
    seats,
    order,
    phase: 'setup',
    active: order[0] ?? 0,
    turn: 0,
    step: 'move',
    pending: [],
    fishBonusTaken: false,
    market,
    deck: shuffled.slice(d),
    display: shuffled.slice(0, d),
    endTrigger: null,
    rng: rng.state,
    players,
  };
  const text = () =>
    seats === 1
      ? `Solo game: ${who(0)} is dealt 2 characters and has ${20} turns to buy 4 buildings.`
      : `Play order: ${listText(order.map(who))}. Each player is dealt 2 characters and chooses one, with starting goods, in secret.`;
  const shown = () => `The market, top to bottom: ${market.join(', ')}. On display: ${d} buildings.`;
  return { state, log: [narrator.public(1, text), narrator.public(1, shown)] };
}
