/**
 * Tolls (spec §4.3): owed at a building another player owns, unless the mover has a top hat. Paid on the move,
 * before the action: the payer loses 1 of the named good, the owner gains 1 (capped), a Landlord owner 1 more.
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { BuildingId } from './building-ids.ts';
import { type Good, gain, withGood } from './goods.ts';
import { line, who } from './log.ts';
import { type SaltState, type SaltTransition, ownerOf, playerOf, withGoods, withPlayer } from './state.ts';
import { hasTopHat } from './symbols.ts';

/** The seat a toll is owed to for moving onto `id`, or null. */
export function tollOwedTo(state: SaltState, seat: Seat, id: BuildingId): Seat | null {
  const owner = ownerOf(state, id);
  if (owner === null || owner === seat) return null;
  return hasTopHat(playerOf(state, seat)) ? null : owner;
}

export function payToll(state: SaltState, seat: Seat, owner: Seat, good: Good, narrator: Narrator): SaltTransition {
  const payer = playerOf(state, seat);
  const receiver = playerOf(state, owner);
  const landlord = receiver.character === 'landlord';
  const received = gain(receiver.goods, { [good]: landlord ? 2 : 1 });
  let next = withPlayer(state, seat, (p) => withGoods(p, withGood(payer.goods, good, -1)));
  next = withPlayer(next, owner, (p) => withGoods(p, received));
  const got = received[good] - receiver.goods[good];
  const landlordText = landlord ? ', and 1 more as the Landlord' : '';
  const lostText = got < (landlord ? 2 : 1) ? ` (${(landlord ? 2 : 1) - got} lost to the cap of 6)` : '';
  return { state: next, log: [line(narrator, state, () => `${who(seat)} pays ${who(owner)} a toll of 1 ${good}${landlordText}${lostText}.`)] };
}
