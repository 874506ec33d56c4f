/**
 * "Play all money cards": which hand cards it plays, read from the seat's legal actions (never a card the rules do
 * not list), and which it keeps back to build with.
 */
import { type ActionIndex, actionsFor, cardOf } from './model.ts';
import type { ActionOf, CardId, CardType } from './types.ts';

/** The money a card's play adds (0 when it adds anything else too). */
const moneyOnly = (t: CardType): number =>
  t.effects.length > 0 && t.effects.every((e) => e.kind === 'money') ? t.effects.reduce((n, e) => n + e.n, 0) : 0;

/**
 * Hand cards whose play only adds money (Worker, Trader, Merchant…), for "Play all money cards": each played the way
 * the rules list its money mode. A card whose Build is the *alternative* to its money and worth more (Builder: Money 1
 * or Build 3, Labourer, Mason) stays in hand while the rules list an assign for it: playing it would lose the build.
 */
export function moneyPlays(index: ActionIndex, hand: readonly CardId[]): ActionOf<'play'>[] {
  const out: ActionOf<'play'>[] = [];
  for (const id of hand) {
    const t = cardOf(id);
    const money = moneyOnly(t);
    if (t.class !== 'civilian' || money === 0) continue;
    const listed = actionsFor(index, { zone: 'mine', id });
    const builds = t.build?.mode === 'alt' && t.build.n > money && listed.some((a) => a.type === 'assign');
    const play = listed.find((a): a is ActionOf<'play'> => a.type === 'play' && a.mode === undefined);
    if (play && !builds) out.push(play);
  }
  return out;
}

/** Hand cards "Play all money cards" keeps back because their Build is worth more (see `moneyPlays`). */
export function keptToBuild(index: ActionIndex, hand: readonly CardId[]): CardId[] {
  const played = new Set(moneyPlays(index, hand).map((a) => a.card));
  return hand.filter((id) => moneyOnly(cardOf(id)) > 0 && cardOf(id).class === 'civilian' && !played.has(id));
}
