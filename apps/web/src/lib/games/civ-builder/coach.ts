/**
 * The banner's coaching line and the end-of-turn check, from the seat's view and its legal actions only (nothing
 * hard-coded: a move is named only when the rules list it). "You have 5 money and 2 warfare: buy one of 4 cards
 * from the rows, attack Bob’s Market (2 warfare), or end your turn."
 */
import { listText, seatName } from '$lib/kit/words.ts';
import { type ActionIndex, cardOf } from './model.ts';
import { moneyPlays } from './money.ts';
import type { CivAction, CivView, PlayerView } from './types.ts';

/** "a, b or c": the choices of a sentence. */
export function orText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;
}

const all = (index: ActionIndex): CivAction[] => [...index.byPick.values()].flat();
const ofType = <T extends CivAction['type']>(index: ActionIndex, type: T) =>
  [...new Set(all(index))].filter((a): a is Extract<CivAction, { type: T }> => a.type === type);
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the seat holds to spend this turn, in words: "5 money, 2 warfare and Steal 3 (Thief)". */
export function holdings(me: PlayerView): string[] {
  const p = me.pools;
  const out: string[] = [];
  if (p.money > 0) out.push(`${p.money} money`);
  if (p.warfare > 0) out.push(`${p.warfare} warfare`);
  if (p.trash > 0) out.push(`${p.trash} trash`);
  if (p.ret > 0) out.push(`${p.ret} return`);
  if (p.raid > 0) out.push(`${p.raid} raid`);
  const steal = me.stealSources.filter((s) => !s.used);
  if (steal.length > 0) out.push(`steal ${steal.map((s) => `${s.value} (${cardOf(s.id).name})`).join(' + ')}`);
  return out;
}

/** The moves the rules list now, each once, in the order a turn usually goes. */
export function moves(view: CivView, names: readonly string[], index: ActionIndex): string[] {
  const me = view.viewer === null ? null : view.players[view.viewer];
  if (!me) return [];
  const out: string[] = [];
  const plays = new Set(ofType(index, 'play').map((a) => a.card));
  if (plays.size > 0) out.push(plays.size === (me.hand ?? []).length ? `play ${plays.size === 1 ? 'your hand card' : `your ${plays.size} hand cards`}` : `play ${count(plays.size, 'hand card')}`);
  const builds = new Set(ofType(index, 'assign').map((a) => a.construct));
  if (builds.size > 0) {
    const where = [...builds].map((id) => {
      const c = me.constructs.find((k) => k.id === id);
      return `${cardOf(id).name}${c ? ` (${c.progress}/${cardOf(id).buildCost})` : ''}`;
    });
    out.push(`build: tuck a person under your ${listText(where)}`);
  }
  const buys = ofType(index, 'buy');
  if (buys.length > 0) out.push(`buy ${buys.length === 1 ? 'the card you can afford' : `one of the ${buys.length} cards you can afford`} from the rows`);
  const attacks = index.attacks;
  if (attacks.length === 1 && attacks[0]) {
    const a = attacks[0];
    const s = view.players[a.target]?.constructs.find((c) => c.id === a.card)?.strength ?? '?';
    out.push(`attack ${seatName(names, a.target)}’s ${cardOf(a.card).name} (${s} warfare)`);
  } else if (attacks.length > 1) out.push(`attack one of ${attacks.length} constructs`);
  const stealFrom = [...new Set(ofType(index, 'steal').map((a) => a.from))];
  if (stealFrom.length > 0) out.push(`steal from ${listText(stealFrom.map((s) => `${seatName(names, s)}’s`))} discard pile`);
  const raided = [...new Set(ofType(index, 'raid').concat(index.raidHands).map((a) => a.target))];
  if (raided.length > 0) out.push(`raid ${listText(raided.map((s) => seatName(names, s)))}`);
  if (ofType(index, 'trash').length > 0) out.push('trash a card for good');
  if (ofType(index, 'return').length > 0) out.push('return a discarded card to your deck top');
  return out;
}

/** The banner's second line: what this seat can do next, with what it holds (empty for a spectator or at the end). */
export function coachLine(view: CivView, names: readonly string[], index: ActionIndex): string {
  const me = view.viewer === null ? null : view.players[view.viewer];
  if (view.over || !me) return '';
  if (!view.active.includes(me.seat) || me.phase === 'done') return 'While you wait, press and hold (or focus) any card to read its rule.';
  if (index.takeStored.length > 0) return 'First take back any cards stored on your buildings (or none), then confirm.';
  const next = [...moves(view, names, index), ...(index.endTurn.length > 0 ? ['end your turn'] : [])];
  const held = holdings(me);
  // with cards played this turn and nothing left in the pools, it was spent: "yet" would promise more
  const have = held.length > 0 ? `You have ${listText(held)}` : me.play.length > 0 ? 'You have nothing left to spend' : 'You have nothing pooled yet';
  if (next.length <= 1) return `${have}. Nothing else to do: end your turn.`;
  return `${have}: ${orText(next)}.`;
}

/**
 * What ending the turn now would leave unused, where the rules list a use for it: pooled money with a buy, money
 * cards still in hand, warfare with an attack, build points a person could tuck, unused steal with a steal, raid.
 */
export function unused(view: CivView, index: ActionIndex): string[] {
  const me = view.viewer === null ? null : view.players[view.viewer];
  if (!me) return [];
  const out: string[] = [];
  const p = me.pools;
  if (p.money > 0 && ofType(index, 'buy').length > 0) out.push(`${p.money} money`);
  const inHand = moneyPlays(index, me.hand ?? []).reduce((n, a) => n + cardOf(a.card).effects.reduce((m, e) => m + e.n, 0), 0);
  if (inHand > 0) out.push(`${inHand} money in your hand`);
  if (p.warfare > 0 && index.attacks.length > 0) out.push(`${p.warfare} warfare`);
  const builders = [...new Set(ofType(index, 'assign').map((a) => a.card))];
  const build = builders.reduce((n, id) => n + (cardOf(id).build?.n ?? 0), 0);
  if (build > 0) out.push(`${build} build (${listText([...new Set(builders.map((id) => cardOf(id).name))])})`);
  if (ofType(index, 'steal').length > 0) out.push('a steal');
  if (p.raid > 0 && ofType(index, 'raid').length + index.raidHands.length > 0) out.push(`${p.raid} raid`);
  return out;
}
