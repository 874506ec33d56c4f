/**
 * The store maps `legalActions` lists with `endTurn` (spec §5): each built store building with room takes nothing or
 * one new person that passes §4.4.1 (every store takes one a turn, cards.test.ts); copies of one type count as one
 * choice, the earliest unchosen copy (hand before play zone) standing for it. Entries in construct order.
 */
import type { StoreEntry } from './actions.ts';
import { type CardId, type CardTypeId, cardOf, isPerson, type Store } from './cards.ts';
import type { Construct, Player } from './state.ts';
import { roomOn, shareTrait } from './store.ts';

interface Group {
  type: CardTypeId;
  ids: CardId[];
}

/** Persons of the hand, then of the play zone, grouped by type in order of first appearance. */
function candidates(p: Player): Group[] {
  const groups = new Map<CardTypeId, CardId[]>();
  for (const id of [...p.hand, ...p.play]) {
    const t = cardOf(id);
    if (!isPerson(t)) continue;
    const list = groups.get(t.type) ?? [];
    list.push(id);
    groups.set(t.type, list);
  }
  return [...groups].map(([type, ids]) => ({ type, ids }));
}

export function storeMaps(p: Player): StoreEntry[][] {
  const stores = p.constructs.filter((c) => c.built && roomOn(c) > 0);
  const groups = candidates(p);
  // per building: the types it accepts (a copy shares its type's traits)
  const options = stores.map((c) => groups.filter((g) => shareTrait(cardOf(c.id).store as Store, [...c.stored, g.ids[0] as CardId])));
  const out: StoreEntry[][] = [];
  const used = new Map<CardTypeId, number>();
  const walk = (k: number, entries: StoreEntry[]) => {
    if (k === stores.length) {
      if (entries.length > 0) out.push(entries);
      return;
    }
    walk(k + 1, entries);
    for (const g of options[k] as Group[]) {
      const n = used.get(g.type) ?? 0;
      if (n === g.ids.length) continue;
      used.set(g.type, n + 1);
      walk(k + 1, [...entries, { building: (stores[k] as Construct).id, cards: [g.ids[n] as CardId] }]);
      used.set(g.type, n);
    }
  };
  walk(0, []);
  return out;
}
