/**
 * What the seat is putting together before it sends an action: a mode (gift, trade offer, ability), then one field
 * at a time, or a set of cards (offer, counter-offer). The reactive state lives here; what each field may take is
 * narrowed by the pure functions of narrowing.ts, from the legal actions the table holds now.
 */
import { inHandOrder } from './model.ts';
import {
  type Field,
  type Mode,
  type Pickable,
  type Picks,
  type Value,
  addresseesOf,
  cardSets,
  completeAction,
  counterOf,
  fieldsOf,
  isReached,
  nextField,
  offerOf,
  optionsOf,
  toggled,
  withPick,
} from './narrowing.ts';
import type { ArquetectAction, ActionOf, ArquetectView, KnownSlot } from './types.ts';

export type { Field, Mode } from './narrowing.ts';

export interface PlanSource {
  actions: ArquetectAction[];
  view: ArquetectView;
  hand: KnownSlot[];
}

export class TurnPlan {
  mode = $state<Mode | null>(null);
  picks = $state<Picks>({});
  /** Cards picked for a trade offer or a counter-offer, in the order they were picked. */
  selection = $state<string[]>([]);

  constructor(private readonly read: () => PlanSource) {}

  private get actions(): ArquetectAction[] {
    return this.read().actions;
  }

  reset(mode: Mode | null = null): void {
    this.mode = mode;
    this.picks = {};
    this.selection = [];
  }

  /** The fields of the current mode, in the order they are asked. */
  get fields(): Field[] {
    return fieldsOf(this.mode, this.picks);
  }

  /** The values `field` may take, given the fields picked before it. */
  options(field: Field): Value[] {
    return optionsOf(this.actions, this.mode, this.picks, field);
  }

  numbers(field: Field): Set<number> {
    return new Set(this.options(field).filter((v): v is number => typeof v === 'number'));
  }

  strings(field: Field): Set<string> {
    return new Set(this.options(field).filter((v): v is string => typeof v === 'string'));
  }

  /** Whether `field` is asked now or was already answered (so its picker shows). */
  reached(field: Field): boolean {
    return isReached(this.mode, this.picks, field);
  }

  /** The first field still to pick, or null when the action is complete. */
  get next(): Field | null {
    return nextField(this.mode, this.picks);
  }

  /** Picks `value` for `field` (when legal) and forgets every later field. */
  pick(field: Field, value: Value): void {
    const picks = withPick(this.actions, this.mode, this.picks, field, value);
    if (picks) this.picks = picks;
  }

  /** The legal action every picked field agrees on, once all are picked. */
  get action(): Pickable | null {
    return completeAction(this.actions, this.mode, this.picks);
  }

  // --- Card sets: a trade offer (to someone) or a counter-offer.

  private sets(): string[][] {
    return cardSets(this.actions, this.mode === 'offerTrade' ? 'offerTrade' : 'counterOffer');
  }

  /** The selection in hand order, as legal `cards` lists are. */
  get ordered(): string[] {
    return inHandOrder(this.read().hand, this.selection);
  }

  canToggle(id: string): boolean {
    return toggled(this.sets(), this.selection, id) !== null;
  }

  /** A different set of cards may go to different players: the addressee is asked again. */
  toggle(id: string): void {
    const selection = toggled(this.sets(), this.selection, id);
    if (!selection) return;
    this.selection = selection;
    const { to: _forget, ...rest } = this.picks;
    this.picks = rest;
  }

  /** Players the selected cards may be offered to. */
  get addressees(): number[] {
    return addresseesOf(this.actions, this.ordered);
  }

  pickAddressee(to: number): void {
    if (this.addressees.includes(to)) this.picks = { ...this.picks, to };
  }

  get offer(): ActionOf<'offerTrade'> | null {
    return offerOf(this.actions, this.ordered, this.picks.to);
  }

  get counter(): ActionOf<'counterOffer'> | null {
    return counterOf(this.actions, this.ordered);
  }
}
