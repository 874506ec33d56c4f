/**
 * The store maps `legalActions` lists with `endTurn` (spec §5): each built store building with room takes nothing or
 * up to `a` new persons that pass §4.4.1; copies of one type count as one choice, the earliest unchosen copy (hand
 * before play zone) standing for it. Entries in construct order.
 */
import { type CardId, type CardTypeId, cardOf, isPerson } from './cards.ts';
import type { StoreEntry } from './actions.ts';
import type { Player } from './state.ts';
import { roomOn, shareTrait } from './store.ts';

/** Persons of the hand, then of the play zone, grouped by type in order of first appearance. */
function candidates(p: Player): { type: CardTypeId; ids: CardId[] }[] {
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

/** Multisets (as type indices, non-decreasing) of size 1..max out of `n` types. */
function multisets(n: number, max: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, picked: number[]) => {
    if (picked.length > 0) out.push(picked);
    if (picked.length === max) return;
    for (let i = from; i < n; i++) walk(i, [...picked, i]);
  };
  walk(0, []);
  return out;
}

export function storeMaps(p: Player): StoreEntry[][] {
  const stores = p.constructs.filter((c) => c.built && roomOn(c) > 0);
  const groups = candidates(p);
  if (stores.length === 0 || groups.length === 0) return [];
  // per building: the type multisets it accepts
  const options = stores.map((c) => {
    const store = cardOf(c.id).store;
    if (!store) return [];
    return multisets(groups.length, roomOn(c)).filter((m) =>
      shareTrait(store, [...c.stored, ...m.map((i) => groups[i]?.ids[0] as CardId)]),
    );
  });
  const out: StoreEntry[][] = [];
  const used = groups.map(() => 0);
  const walk = (k: number, entries: StoreEntry[]) => {
    if (k === stores.length) {
      if (entries.length > 0) out.push(entries);
      return;
    }
    walk(k + 1, entries);
    for (const m of options[k] ?? []) {
      const need = new Map<number, number>();
      for (const i of m) need.set(i, (need.get(i) ?? 0) + 1);
      if ([...need].some(([i, n]) => (used[i] ?? 0) + n > (groups[i]?.ids.length ?? 0))) continue;
      const cards: CardId[] = [];
      for (const [i, n] of need) {
        const ids = groups[i]?.ids ?? [];
        cards.push(...ids.slice(used[i], (used[i] ?? 0) + n));
        used[i] = (used[i] ?? 0) + n;
      }
      const order = (id: CardId) => {
        const h = p.hand.indexOf(id);
        return h >= 0 ? h : p.hand.length + p.play.indexOf(id);
      };
      cards.sort((x, y) => order(x) - order(y));
      walk(k + 1, [...entries, { building: stores[k]?.id as CardId, cards }]);
      for (const [i, n] of need) used[i] = (used[i] ?? 0) - n;
    }
  };
  walk(0, []);
  return out;
}
