/**
 * What the seat is putting together before it sends an action: a mode (gift, trade offer, ability), then one field
 * at a time. Every option at every field is read off the legal actions that agree with the fields already picked,
 * so a choice the rules would refuse cannot be made, and the action sent is one of `legalActions` itself.
 */
import { CATALOGUE, canJoin, distinct, inHandOrder, ofType, sameList, typeOfId } from './model.ts';
import type { Action, ActionOf, ArquetectView, KnownSlot } from './types.ts';

export type Mode = 'gift' | 'offerTrade' | 'useAbility';
export type Field = 'card' | 'to' | 'position' | 'target' | 'index' | 'insertAt' | 'remove' | 'give' | 'take';
type Value = string | number;
type Pickable = ActionOf<'gift'> | ActionOf<'useAbility'>;

export interface PlanSource {
  actions: Action[];
  view: ArquetectView;
  hand: KnownSlot[];
}

const valueOf = (action: Pickable, field: Field): Value | undefined =>
  (action as unknown as Record<string, Value | undefined>)[field];

export class TurnPlan {
  mode = $state<Mode | null>(null);
  picks = $state<Partial<Record<Field, Value>>>({});
  /** Cards picked for a trade offer or a counter-offer, in the order they were picked. */
  selection = $state<string[]>([]);

  constructor(private readonly read: () => PlanSource) {}

  reset(mode: Mode | null = null): void {
    this.mode = mode;
    this.picks = {};
    this.selection = [];
  }

  /** The fields of the current mode, in the order they are asked. */
  get fields(): Field[] {
    if (this.mode === 'gift') return ['card', 'to', 'position'];
    if (this.mode !== 'useAbility') return [];
    const card = this.picks.card;
    if (typeof card !== 'string') return ['card'];
    const ability = CATALOGUE[typeOfId(card)]?.ability;
    return ['card', ...((ability?.args ?? []) as Field[])];
  }

  private candidates(): Pickable[] {
    const actions = this.read().actions;
    if (this.mode === 'gift') return ofType(actions, 'gift');
    if (this.mode === 'useAbility') return ofType(actions, 'useAbility');
    return [];
  }

  private agreeing(fields: readonly Field[]): Pickable[] {
    return this.candidates().filter((a) => fields.every((f) => this.picks[f] === undefined || valueOf(a, f) === this.picks[f]));
  }

  /** The values `field` may take, given the fields picked before it. */
  options(field: Field): Value[] {
    const fields = this.fields;
    const at = fields.indexOf(field);
    if (at < 0) return [];
    const before = fields.slice(0, at);
    if (before.some((f) => this.picks[f] === undefined)) return [];
    return distinct(
      this.agreeing(before)
        .map((a) => valueOf(a, field))
        .filter((v): v is Value => v !== undefined),
    );
  }

  numbers(field: Field): Set<number> {
    return new Set(this.options(field).filter((v): v is number => typeof v === 'number'));
  }

  strings(field: Field): Set<string> {
    return new Set(this.options(field).filter((v): v is string => typeof v === 'string'));
  }

  /** Whether `field` is asked now or was already answered (so its picker shows). */
  reached(field: Field): boolean {
    const fields = this.fields;
    const at = fields.indexOf(field);
    return at >= 0 && fields.slice(0, at).every((f) => this.picks[f] !== undefined);
  }

  /** The first field still to pick, or null when the action is complete. */
  get next(): Field | null {
    return this.fields.find((f) => this.picks[f] === undefined) ?? null;
  }

  /** Picks `value` for `field` (when legal) and forgets every later field. */
  pick(field: Field, value: Value): void {
    const fields = this.fields;
    const at = fields.indexOf(field);
    if (at < 0 || !this.options(field).includes(value)) return;
    const kept: Partial<Record<Field, Value>> = {};
    for (const f of fields.slice(0, at)) if (this.picks[f] !== undefined) kept[f] = this.picks[f];
    kept[field] = value;
    this.picks = kept;
  }

  /** The legal action every picked field agrees on, once all are picked. */
  get action(): Pickable | null {
    if (this.mode !== 'gift' && this.mode !== 'useAbility') return null;
    if (this.next !== null) return null;
    const fields = this.fields;
    return this.candidates().find((a) => fields.every((f) => valueOf(a, f) === this.picks[f])) ?? null;
  }

  // --- Card sets: a trade offer (to someone) or a counter-offer.

  private sets(): string[][] {
    const actions = this.read().actions;
    return this.mode === 'offerTrade'
      ? ofType(actions, 'offerTrade').map((a) => a.cards)
      : ofType(actions, 'counterOffer').map((a) => a.cards);
  }

  /** The selection in hand order, as legal `cards` lists are. */
  get ordered(): string[] {
    return inHandOrder(this.read().hand, this.selection);
  }

  canToggle(id: string): boolean {
    return canJoin(this.sets(), this.selection, id);
  }

  toggle(id: string): void {
    if (this.selection.includes(id)) this.selection = this.selection.filter((s) => s !== id);
    else if (this.canToggle(id)) this.selection = [...this.selection, id];
    else return;
    const { to: _forget, ...rest } = this.picks;
    this.picks = rest;
  }

  /** Players the selected cards may be offered to. */
  get addressees(): number[] {
    const cards = this.ordered;
    return distinct(
      ofType(this.read().actions, 'offerTrade')
        .filter((a) => sameList(a.cards, cards))
        .map((a) => a.to),
    );
  }

  pickAddressee(to: number): void {
    if (this.addressees.includes(to)) this.picks = { ...this.picks, to };
  }

  get offer(): ActionOf<'offerTrade'> | null {
    const cards = this.ordered;
    return ofType(this.read().actions, 'offerTrade').find((a) => sameList(a.cards, cards) && a.to === this.picks.to) ?? null;
  }

  get counter(): ActionOf<'counterOffer'> | null {
    const cards = this.ordered;
    return ofType(this.read().actions, 'counterOffer').find((a) => sameList(a.cards, cards)) ?? null;
  }
}
