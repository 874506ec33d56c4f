/**
 * `endTurn` (spec §4.4, §5): the store map is checked atomically (each check over every entry before the next
 * check), then the cards are stored, the hand and the play zone are discarded (hand order, then play order), the
 * pools and steal sources reset, 5 cards are drawn and the seat is done. When every active seat is done, the turn
 * closes (turn-end.ts). Canonical form: entries in construct order (each holds one card: every store takes one a turn).
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, ok } from '../core/result.ts';
import type { CivAction, StoreEntry } from './actions.ts';
import { cardOf, type Store } from './cards.ts';
import { constructIn, playerIn, say, setPhase, transition } from './context.ts';
import { draw } from './draw.ts';
import { refuse } from './errors.ts';
import { repeated } from './payload.ts';
import type { CivState, Construct, Player } from './state.ts';
import { shareTrait, storable } from './store.ts';
import { closeTurn } from './turn-end.ts';
import { cardsWord, nameOf, namesOf, playerOf } from './zones.ts';

type EndTurn = Extract<CivAction, { type: 'endTurn' }>;

export function endTurn(state: CivState, seat: Seat, a: EndTurn, narrator: Narrator): Result<Transition<CivState>> {
  const entries = (a.store ?? []).flatMap((e): StoreEntry[] => (e.cards.length > 0 ? [{ building: e.building, cards: e.cards }] : []));
  const checked = checkStoreMap(playerOf(state, seat), entries);
  if (!checked.ok) return checked;
  const canonical = checked.value;
  const action: EndTurn = canonical.length > 0 ? { type: 'endTurn', player: seat, store: canonical } : { type: 'endTurn', player: seat };
  return transition(state, action, narrator, (ctx) => {
    const me = playerIn(ctx, seat);
    for (const e of canonical) {
      for (const id of e.cards) {
        const h = me.hand.indexOf(id);
        if (h >= 0) me.hand.splice(h, 1);
        else me.play.splice(me.play.indexOf(id), 1);
      }
      (constructIn(ctx, seat, e.building) as Construct).stored.push(...e.cards);
      say(ctx, `@${seat} stores ${namesOf(e.cards)} on the ${nameOf(e.building)}.`);
    }
    const discarded = me.hand.length + me.play.length;
    me.discard.push(...me.hand, ...me.play);
    me.hand = [];
    me.play = [];
    me.pools = { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 };
    me.stealSources = [];
    say(ctx, `@${seat} ends their turn and discards ${cardsWord(discarded)}.`);
    draw(ctx, seat, 5);
    setPhase(ctx, seat, 'done');
    if (ctx.state.active.every((s) => ctx.state.phase[s] === 'done')) closeTurn(ctx);
  });
}

/** A store entry with the built store building it names (found by the first check). */
interface Holding {
  entry: StoreEntry;
  holder: Construct;
  store: Store;
  name: string;
}

/** The non-empty store entries, checked atomically (each check over every entry before the next), in canonical order. */
function checkStoreMap(p: Player, entries: StoreEntry[]): Result<StoreEntry[]> {
  const holdings: Holding[] = [];
  for (const entry of entries) {
    const holder = p.constructs.find((c) => c.id === entry.building && c.built);
    const { name, store } = cardOf(entry.building);
    if (!holder || !store) return refuse.cannotStore(entry.building);
    holdings.push({ entry, holder, store, name });
  }
  const twiceBuilding = repeated(entries.map((e) => e.building));
  if (twiceBuilding !== undefined) return refuse.buildingTwice(twiceBuilding);
  const cards = entries.flatMap((e) => e.cards);
  const twice = repeated(cards);
  if (twice !== undefined) return refuse.listedTwice(twice);
  const notPerson = cards.find((id) => !storable(p, id));
  if (notPerson !== undefined) return refuse.notStorable(notPerson);
  const tooMany = holdings.find((h) => h.entry.cards.length > h.store.perTurn);
  if (tooMany) return refuse.storePerTurn(tooMany.name, tooMany.store.perTurn);
  const full = holdings.find((h) => h.holder.stored.length + h.entry.cards.length > h.store.total);
  if (full) return refuse.storeTotal(full.name, full.store.total);
  const mixed = holdings.find((h) => !shareTrait(h.store, [...h.holder.stored, ...h.entry.cards]));
  if (mixed) return refuse.storeTrait(mixed.name);
  // every store building takes one card a turn (§2.5), so an entry's cards need no order of their own
  const order = (id: number) => p.constructs.findIndex((c) => c.id === id);
  return ok([...entries].sort((x, y) => order(x.building) - order(y.building)));
}
