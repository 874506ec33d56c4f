/**
 * `endTurn` (spec §4.4, §5): the store map is checked atomically (each check over every entry before the next
 * check), then the cards are stored, the hand and the play zone are discarded (hand order, then play order), the
 * pools and steal sources reset, 5 cards are drawn and the seat is done. When every active seat is done, the turn
 * closes (turn-end.ts). Canonical form: entries in construct order, each entry's cards hand first, then play zone.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, ok } from '../core/result.ts';
import type { CivAction, StoreEntry } from './actions.ts';
import { cardOf } from './cards.ts';
import { constructIn, playerIn, say, setPhase, transition } from './context.ts';
import { draw } from './draw.ts';
import { refuse } from './errors.ts';
import { repeated } from './payload.ts';
import type { CivState, Player } from './state.ts';
import { shareTrait, storable } from './store.ts';
import { closeTurn } from './turn-end.ts';
import { cardsWord, nameOf, namesOf, playerOf } from './zones.ts';

type EndTurn = Extract<CivAction, { type: 'endTurn' }>;

/** Hand cards first (hand order), then play-zone cards (play order). */
const zoneOrder = (p: Player, id: number): number => {
  const h = p.hand.indexOf(id);
  return h >= 0 ? h : p.hand.length + p.play.indexOf(id);
};

export function endTurn(state: CivState, seat: Seat, a: EndTurn, narrator: Narrator): Result<Transition<CivState>> {
  const entries = (a.store ?? []).flatMap((e): StoreEntry[] => (e.cards?.length ? [{ building: e.building, cards: e.cards }] : []));
  const checked = entries.length > 0 ? checkStoreMap(playerOf(state, seat), entries) : ok<StoreEntry[]>([]);
  if (!checked.ok) return checked;
  const canonical = checked.value;
  const action: EndTurn = canonical.length > 0 ? { type: 'endTurn', player: seat, store: canonical } : { type: 'endTurn', player: seat };
  return transition(state, action, narrator, (ctx) => {
    const me = playerIn(ctx, seat);
    for (const e of canonical) {
      const c = constructIn(ctx, seat, e.building);
      if (!c) continue;
      for (const id of e.cards) {
        const h = me.hand.indexOf(id);
        if (h >= 0) me.hand.splice(h, 1);
        else me.play.splice(me.play.indexOf(id), 1);
      }
      c.stored.push(...e.cards);
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

/** The non-empty store entries, checked atomically (each check over every entry before the next), in canonical order. */
function checkStoreMap(p: Player, entries: StoreEntry[]): Result<StoreEntry[]> {
  const construct = (id: number) => p.constructs.find((c) => c.id === id && c.built && cardOf(c.id).store !== null);
  const badBuilding = entries.find((e) => !construct(e.building));
  if (badBuilding) return refuse.cannotStore(badBuilding.building);
  const twiceBuilding = repeated(entries.map((e) => e.building));
  if (twiceBuilding !== undefined) return refuse.buildingTwice(twiceBuilding);
  const cards = entries.flatMap((e) => e.cards);
  const twice = repeated(cards);
  if (twice !== undefined) return refuse.listedTwice(twice);
  const notPerson = cards.find((id) => !storable(p, id));
  if (notPerson !== undefined) return refuse.notStorable(notPerson);
  for (const e of entries) {
    const { name, store } = cardOf(e.building);
    if (store && e.cards.length > store.perTurn) return refuse.storePerTurn(name, store.perTurn);
  }
  for (const e of entries) {
    const { name, store } = cardOf(e.building);
    if (store && (construct(e.building)?.stored.length ?? 0) + e.cards.length > store.total) return refuse.storeTotal(name, store.total);
  }
  for (const e of entries) {
    const { name, store } = cardOf(e.building);
    if (store && !shareTrait(store, [...(construct(e.building)?.stored ?? []), ...e.cards])) return refuse.storeTrait(name);
  }
  const order = (id: number) => p.constructs.findIndex((c) => c.id === id);
  return ok(
    entries
      .map((e) => ({ building: e.building, cards: [...e.cards].sort((x, y) => zoneOrder(p, x) - zoneOrder(p, y)) }))
      .sort((x, y) => order(x.building) - order(y.building)),
  );
}
