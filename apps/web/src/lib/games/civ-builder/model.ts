/**
 * Civ Builder as the table needs it: the card table read from the rules package (never copied), and the seat's
 * `legalActions` sorted by the thing a player picks on the table (a hand card, a row slot, a construct, a card in a
 * discard pile, a stored card), so that picking one lists exactly its legal actions, in words. Nothing here builds an action: every choice carries one of the listed actions.
 */
import { TRAIT_NAMES, cardOf, effectText } from '@turnpost/rules/civ-builder';
import type { CardRule } from '$lib/kit/rule-tip.ts';
import { termsOf } from './glossary.ts';
import { seatName } from '$lib/kit/words.ts';
import type { ActionOf, ActionType, CivAction, CardId, CardType, CivView, ConstructView, PlayerView, Row } from './types.ts';

export { cardOf, effectText };

export const ROW_TITLES: Record<Row, string> = { civilian: 'Civilians', building: 'Buildings', hero: 'Heroes', landmark: 'Landmarks' };
export const POOL_NAMES = { money: 'Money', warfare: 'Warfare', trash: 'Trash', ret: 'Return', raid: 'Raid' } as const;

export const traitsText = (t: CardType): string => t.traits.map((x) => TRAIT_NAMES[x]).join('/');

/** "Person · Commerce · cost 3": what kind of card this is. */
export function kindText(t: CardType): string {
  const kind = t.class === 'civilian' ? 'Civilian' : t.class === 'hero' ? 'Hero' : t.class === 'building' ? 'Building' : 'Landmark';
  return `${kind}${t.basic ? ' (basic)' : ''} · ${traitsText(t)} · cost ${t.cost}`;
}

/** A card's rule for its tip: the kind, the numbers a construct prints, its text verbatim from the card table, then
 * what its words mean (glossary.ts). */
export function ruleOf(id: CardId): CardRule {
  const t = cardOf(id);
  const facts = [kindText(t)];
  if (t.class === 'building' || t.class === 'landmark') facts.push(`strength ${t.strength}`, `build cost ${t.buildCost}`);
  return { title: t.name, text: `${facts.join(', ')}. ${t.text} — ${termsOf(t).join(' ')}` };
}

/** A landmark's VP rule in a few words for its face (the card's full text is in its rule tip). */
export function landmarkLine(t: CardType): string {
  const vp = t.vp;
  if (!vp) return '';
  switch (vp.kind) {
    case 'flat':
      return `${vp.base} VP`;
    case 'per-building':
      return `${vp.base} VP +1 per ${TRAIT_NAMES[vp.trait]} building`;
    case 'per-commerce-civilians':
      return `${vp.base} VP +1 per 2 Commerce civilians`;
    case 'per-trash':
      return `${vp.base} VP +1 per 2 trashed cards`;
    case 'per-hero-trashed':
      return `${vp.base} VP +2 per trashed hero`;
    case 'per-trophy':
      return `${vp.base} VP +1 per trophy`;
    case 'per-other-landmark':
      return `${vp.base} VP +2 per other landmark`;
    case 'all-traits':
      return `${vp.base} VP, +${vp.bonus} with all three traits`;
  }
}

/** The short line a card face prints under its name. */
export function faceLine(t: CardType): string {
  if (t.class === 'hero') return t.masterBuilder > 0 ? `Use: +${t.masterBuilder} build` : `Use: ${effectText(t.use)}`;
  if (t.class === 'landmark') return landmarkLine(t);
  if (t.class === 'building') {
    const parts: string[] = [];
    if (t.effects.length > 0) parts.push(effectText(t.effects));
    if (t.store) parts.push(`Store ${t.store.perTurn}/${t.store.total}`);
    if (t.walls) parts.push('+1 strength to others');
    return parts.join('. ');
  }
  const parts = [effectText(t.effects)];
  if (t.build) parts.push(t.build.mode === 'alt' ? `or Build ${t.build.n}` : `Build +${t.build.n}`);
  return parts.filter((s) => s !== '').join(' · ');
}

/** Something a player can pick on the table; its legal actions are listed when picked. */
export type Pick =
  /** One of the viewer's own cards: in hand, in the play zone or in the discard pile (the zones are disjoint). */
  | { zone: 'mine'; id: CardId }
  | { zone: 'row'; row: Row; slot: number }
  /** Anyone's construct: an opponent's to attack, one's own unbuilt one to assign to. */
  | { zone: 'construct'; owner: number; id: CardId }
  /** A card in an opponent's discard pile, to steal. */
  | { zone: 'discard'; owner: number; id: CardId }
  /** A card stored on an opponent's building, to raid. */
  | { zone: 'stored'; owner: number; id: CardId };

export const pickKey = (p: Pick): string =>
  p.zone === 'mine' ? `mine:${p.id}` : p.zone === 'row' ? `row:${p.row}:${p.slot}` : `${p.zone}:${p.owner}:${p.id}`;

/**
 * Each legal action under the key of every pick that offers it: a hand card's play, assign, trash and return; an
 * own unbuilt construct's assigns and Master Builder uses; a row slot's buy and trash; an opponent's construct's
 * attack; a discard-pile card's steals; a stored card's raid. Raids on a hand, taking stored cards and ending the
 * turn need no pick (`general`).
 */
export interface ActionIndex {
  byPick: Map<string, CivAction[]>;
  /** Every attack (also under its construct's pick), for the bar's shortcuts. */
  attacks: ActionOf<'attack'>[];
  raidHands: ActionOf<'raid'>[];
  takeStored: ActionOf<'takeStored'>[];
  endTurn: ActionOf<'endTurn'>[];
}

export function indexActions(actions: readonly CivAction[], me: number | null): ActionIndex {
  const byPick = new Map<string, CivAction[]>();
  const add = (p: Pick, a: CivAction) => {
    const key = pickKey(p);
    const list = byPick.get(key);
    if (list) list.push(a);
    else byPick.set(key, [a]);
  };
  const index: ActionIndex = { byPick, attacks: [], raidHands: [], takeStored: [], endTurn: [] };
  const own = me ?? -1;
  for (const a of actions) {
    switch (a.type) {
      case 'play':
        add({ zone: 'mine', id: a.card }, a);
        if (a.construct !== undefined) add({ zone: 'construct', owner: own, id: a.construct }, a);
        break;
      case 'assign':
        add({ zone: 'mine', id: a.card }, a);
        add({ zone: 'construct', owner: own, id: a.construct }, a);
        break;
      case 'buy':
        add({ zone: 'row', row: a.row, slot: a.slot }, a);
        break;
      case 'trash':
        if (a.card !== undefined) add({ zone: 'mine', id: a.card }, a);
        else if (a.row !== undefined && a.slot !== undefined) add({ zone: 'row', row: a.row, slot: a.slot }, a);
        break;
      case 'return':
        for (const id of a.cards) add({ zone: 'mine', id }, a);
        break;
      case 'attack':
        add({ zone: 'construct', owner: a.target, id: a.card }, a);
        index.attacks.push(a);
        break;
      case 'steal':
        add({ zone: 'discard', owner: a.from, id: a.card }, a);
        break;
      case 'raid':
        if (a.card === undefined) index.raidHands.push(a);
        else add({ zone: 'stored', owner: a.target, id: a.card }, a);
        break;
      case 'takeStored':
        index.takeStored.push(a);
        break;
      case 'endTurn':
        index.endTurn.push(a);
        break;
      default: {
        const never: never = a;
        throw new Error(`unknown action ${JSON.stringify(never)}`);
      }
    }
  }
  return index;
}

export const actionsFor = (index: ActionIndex, p: Pick): CivAction[] => index.byPick.get(pickKey(p)) ?? [];

/** One button of a picked card's panel. */
export interface Choice {
  key: string;
  label: string;
  action: CivAction;
}

export const actionKey = (a: CivAction): string => JSON.stringify(a);

function constructOf(view: CivView, id: CardId): { owner: PlayerView; construct: ConstructView } | null {
  for (const owner of view.players) {
    const construct = owner.constructs.find((c) => c.id === id);
    if (construct) return { owner, construct };
  }
  return null;
}

/** "3/7": a construct's progress toward its build cost. */
export const progressText = (c: ConstructView): string => `${c.progress}/${cardOf(c.id).buildCost}`;

function assignLabel(view: CivView, a: ActionOf<'assign'>, from: 'card' | 'construct'): string {
  const card = cardOf(a.card);
  const n = card.build?.n ?? 0;
  const target = constructOf(view, a.construct)?.construct;
  const cost = cardOf(a.construct).buildCost;
  const after = (target?.progress ?? 0) + n;
  const result = after >= cost ? 'builds it' : `${after}/${cost}`;
  const me = view.viewer === null ? null : view.players[view.viewer];
  const fromHand = me?.hand?.includes(a.card) ?? false;
  const also = card.build?.mode === 'plus' && fromHand ? 'Play and assign' : 'Assign';
  if (from === 'card') return `${also} to ${cardOf(a.construct).name} (+${n}: ${result})`;
  return `${also} ${card.name}${fromHand ? '' : ' from play'} (+${n}: ${result})`;
}

function sourceText(me: PlayerView | null, ids: readonly CardId[]): string {
  return ids
    .map((id) => {
      const value = me?.stealSources.find((s) => s.id === id)?.value;
      return `${cardOf(id).name}${value === undefined ? '' : ` ${value}`}`;
    })
    .join(' + ');
}

/** The words of one action, as the panel of the thing picked (`from`) lists it. */
export function describe(view: CivView, names: readonly string[], a: CivAction, from: Pick['zone'] | 'general'): string {
  const me = view.viewer === null ? null : (view.players[view.viewer] ?? null);
  switch (a.type) {
    case 'play': {
      const t = cardOf(a.card);
      if (a.mode === 'use') {
        if (a.construct !== undefined) {
          const where = cardOf(a.construct).name;
          return from === 'construct' ? `Use ${t.name} here (+${t.masterBuilder} build)` : `Use on ${where} (+${t.masterBuilder} build), then trash`;
        }
        return `Use: ${effectText(t.use)}, then trash`;
      }
      if (a.mode === 'discard') return `Discard: ${effectText(t.discard)}, keep it`;
      if (t.class === 'building' || t.class === 'landmark') return `Play to your constructs (0/${t.buildCost})`;
      return t.effects.length > 0 ? `Play: ${effectText(t.effects)}` : 'Play';
    }
    case 'assign':
      return assignLabel(view, a, from === 'construct' ? 'construct' : 'card');
    case 'buy':
      return `Buy for ${cardOf(view.rows[a.row][a.slot] ?? 0).cost} money`;
    case 'trash':
      return a.card !== undefined ? 'Trash it (out of the game)' : 'Trash it from the row';
    case 'return':
      return 'Return it to the top of your deck';
    case 'attack':
      return `Attack: destroy it for ${constructOf(view, a.card)?.construct.strength ?? '?'} warfare`;
    case 'steal':
      return `Steal using ${sourceText(me, a.using)}`;
    case 'raid': {
      const who = seatName(names, a.target);
      if (a.card !== undefined) return `Raid: discard it from ${who}’s building`;
      return `Raid ${who}: discard a random hand card`;
    }
    case 'takeStored':
      return a.cards.length === 0 ? 'Take nothing' : `Take ${a.cards.map((id) => cardOf(id).name).join(', ')}`;
    case 'endTurn':
      return 'End turn';
    default: {
      const never: never = a;
      return String(never);
    }
  }
}

/** The picked thing's legal actions as buttons, in a stable order: play and use first, then build, buy, fight. */
const ORDER: Record<ActionType, number> = {
  play: 0,
  assign: 1,
  buy: 2,
  attack: 3,
  steal: 4,
  raid: 5,
  return: 6,
  trash: 7,
  takeStored: 8,
  endTurn: 9,
};

export function choicesFor(view: CivView, names: readonly string[], index: ActionIndex, pick: Pick): Choice[] {
  return actionsFor(index, pick)
    .map((action) => ({ key: actionKey(action), label: describe(view, names, action, pick.zone), action }))
    .sort((a, b) => ORDER[a.action.type] - ORDER[b.action.type]);
}

/** What a pick is, in words, for the panel's heading. */
export function pickTitle(view: CivView, names: readonly string[], pick: Pick): string {
  switch (pick.zone) {
    case 'mine': {
      const me = view.viewer === null ? null : view.players[view.viewer];
      const where = me?.hand?.includes(pick.id) ? 'in your hand' : me?.play.includes(pick.id) ? 'in play' : 'in your discard pile';
      return `${cardOf(pick.id).name}, ${where}`;
    }
    case 'row': {
      const id = view.rows[pick.row][pick.slot];
      return `${id === undefined ? 'Empty slot' : cardOf(id).name}, ${ROW_TITLES[pick.row].toLowerCase()} row`;
    }
    case 'construct':
      return pick.owner === view.viewer ? `Your ${cardOf(pick.id).name}` : `${seatName(names, pick.owner)}’s ${cardOf(pick.id).name}`;
    case 'discard':
      return `${cardOf(pick.id).name}, ${seatName(names, pick.owner)}’s discard pile`;
    case 'stored':
      return `${cardOf(pick.id).name}, stored by ${seatName(names, pick.owner)}`;
  }
}

/**
 * The end-of-turn store picker. Copies of one type are one choice (the rules list the earliest copy), so a choice is
 * a card *type* per store building; the picker offers, per building, the types some legal `endTurn` stores there,
 * and a combination is sent only as the legal action that stores exactly those types.
 */
export interface StoreSlot {
  building: CardId;
  /** Distinct person types some legal end of turn stores here, with one id to show. */
  options: { type: string; id: CardId }[];
}

const storeSignature = (entries: readonly { building: CardId; types: readonly string[] }[]): string =>
  entries
    .filter((e) => e.types.length > 0)
    .map((e) => `${e.building}:${[...e.types].sort().join('+')}`)
    .sort()
    .join('|');

const signatureOf = (a: ActionOf<'endTurn'>): string =>
  storeSignature((a.store ?? []).map((e) => ({ building: e.building, types: e.cards.map((id) => cardOf(id).type) })));

export function storeSlots(endTurns: readonly ActionOf<'endTurn'>[]): StoreSlot[] {
  const slots = new Map<CardId, Map<string, CardId>>();
  for (const a of endTurns) {
    for (const entry of a.store ?? []) {
      const options = slots.get(entry.building) ?? new Map<string, CardId>();
      slots.set(entry.building, options);
      for (const id of entry.cards) if (!options.has(cardOf(id).type)) options.set(cardOf(id).type, id);
    }
  }
  return [...slots].map(([building, options]) => ({ building, options: [...options].map(([type, id]) => ({ type, id })) }));
}

/** Each store building's name as its picker says it: numbered in play order where two share a name (two Warehouses). */
export function storeLabels(slots: readonly StoreSlot[]): Map<CardId, string> {
  const nameOf = (building: CardId) => cardOf(building).name;
  const labels = new Map<CardId, string>();
  for (const slot of slots) {
    const same = slots.filter((s) => nameOf(s.building) === nameOf(slot.building));
    labels.set(slot.building, same.length > 1 ? `${nameOf(slot.building)} ${same.indexOf(slot) + 1}` : nameOf(slot.building));
  }
  return labels;
}

/** The legal end of turn storing exactly these types (null: nothing stored), or null when no legal one does. */
export function endTurnFor(
  endTurns: readonly ActionOf<'endTurn'>[],
  chosen: ReadonlyMap<CardId, string | null>,
): ActionOf<'endTurn'> | null {
  const wanted = storeSignature([...chosen].map(([building, type]) => ({ building, types: type === null ? [] : [type] })));
  return endTurns.find((a) => signatureOf(a) === wanted) ?? null;
}

/** The subsets of stored cards the seat may take, as the rules list them; matched by the ids ticked. */
export function takeStoredFor(actions: readonly ActionOf<'takeStored'>[], ticked: ReadonlySet<CardId>): ActionOf<'takeStored'> | null {
  return actions.find((a) => a.cards.length === ticked.size && a.cards.every((id) => ticked.has(id))) ?? null;
}

/** A player's team mate in a team game (seats 0+2, 1+3). */
export const teammateOf = (view: CivView, seat: number): number | null => (view.teams ? (seat + 2) % 4 : null);

/** Whether `other` is an opponent of `seat`. */
export const isOpponentOf = (view: CivView, seat: number | null, other: number): boolean =>
  seat !== null && seat !== other && (!view.teams || seat % 2 !== other % 2);

/** Built landmarks of a player. */
export const builtLandmarks = (p: PlayerView): ConstructView[] =>
  p.constructs.filter((c) => c.built && cardOf(c.id).class === 'landmark');

/** The trait colours of the card faces; white text on each is above 4.5:1 (WCAG AA). */
export const TRAIT_COLOURS: Record<string, string> = { Com: '#8a6412', Cul: '#5b4a8a', Con: '#a1362a' };
