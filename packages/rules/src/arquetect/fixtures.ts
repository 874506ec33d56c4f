import type { LogEntry, Seat, Transition, Viewer } from '../core/engine.ts';
import { decide } from '../core/actions.ts';
import { canSee } from '../core/log.ts';
import type { RuleError } from '../core/result.ts';
import type { CardType } from './cards.ts';
import { CARDS, isCardType } from './cards.ts';
import type { CardId } from './deck.ts';
import { cardId, typeOf } from './deck.ts';
import { arquetect } from './index.ts';
import { initialMemory } from './memory.ts';
import type { Slot, ArquetectState, Step } from './state.ts';

/**
 * Test fixtures: tables written the way the spec's examples are. A card is a name ("Fire Station"), a type
 * ("fire-station") or an id ("fire-1"); a trailing `*` means outward. Names get the lowest copy not used elsewhere.
 * Actions go through the platform's path (`decide`: the common checks, the schema, then the rules).
 */

export interface TableSpec {
  hands: string[][];
  done?: boolean[];
  active?: Seat;
  step?: Step;
  rubble?: string[];
  turnsTaken?: number[];
  expansion?: boolean;
}

const ID = /^(.*)-(\d+)$/;
const toType = (name: string): CardType => {
  const type = name.trim().toLowerCase().replace(/\s+/g, '-');
  if (!isCardType(type)) throw new Error(`no card type ${name}`);
  return type;
};
const explicitId = (token: string): CardId | null => {
  const m = ID.exec(token);
  return m && isCardType(m[1] ?? '') ? token : null;
};

export function table(spec: TableSpec): ArquetectState {
  const tokens = [...spec.hands.flat(), ...(spec.rubble ?? [])].map((t) => t.replace(/\*$/, ''));
  const used = new Set(tokens.map(explicitId).filter((id): id is CardId => id !== null));
  const resolve = (token: string): CardId => {
    const bare = token.replace(/\*$/, '');
    const id = explicitId(bare);
    if (id) return id;
    const type = toType(bare);
    let k = 1;
    while (used.has(cardId(type, k))) k++;
    used.add(cardId(type, k));
    return cardId(type, k);
  };
  const hands: Slot[][] = spec.hands.map((hand) => hand.map((t) => ({ id: resolve(t), out: t.endsWith('*') })));
  const rubble = (spec.rubble ?? []).map(resolve);
  const seats = hands.length;
  const all = [...hands.flat().map((s) => s.id), ...rubble];
  return {
    seats,
    expansion: spec.expansion ?? all.some((id) => CARDS[typeOf(id)].expansion),
    hands,
    rubble,
    done: spec.done ?? hands.map(() => false),
    turnsTaken: spec.turnsTaken ?? hands.map(() => 0),
    active: spec.active ?? 0,
    step: spec.step ?? 'act',
    offer: null,
    endReason: null,
    memory: initialMemory(hands, rubble),
  };
}

/** The spec's F2 table: Ana 0, Ben 1, Cai 2, Dee 3 (done); Ana to act. */
export const f2 = (): ArquetectState =>
  table({
    hands: [['Shop', 'Fire', 'Park', 'Apartment'], ['Lake', 'cottage-2', 'Mine'], ['Villa', 'Forest'], ['Bank']],
    done: [false, false, false, true],
  });

/** F2 up to Ben's counter-offer: Ana offers fire-1 and park-1 to Cai, Cai declines, Ben counters with cottage-2. */
export const f2Countered = (): ArquetectState =>
  runAll(f2(), [
    [0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 2 }],
    [2, { type: 'declineOffer' }],
    [1, { type: 'counterOffer', cards: ['cottage-2'] }],
  ]).state;

/** Ana 0 holds every event but Festival facing in, and a Park; Ben 1 [Lake, Fire]; Cai 2 has no cards; Dee 3 is done. */
export const everyEventTable = (): ArquetectState =>
  table({
    hands: [
      ['Heist', 'Renovation', 'Demolition', 'Exchange', 'Salvage', 'Festival*', 'Park'],
      ['Lake', 'Fire'],
      [],
      ['Shop'],
    ],
    done: [false, false, false, true],
    rubble: ['cottage-1'],
  });

/** The hand as the spec writes it: names, with `*` for outward cards. */
export function namesIn(state: ArquetectState, seat: Seat): string[] {
  return (state.hands[seat] ?? []).map((s) => CARDS[typeOf(s.id)].name + (s.out ? '*' : ''));
}

export function idsIn(state: ArquetectState, seat: Seat): CardId[] {
  return (state.hands[seat] ?? []).map((s) => s.id);
}

/** The id of the n-th card of `type` in a seat's hand (n from 0). */
export function idOf(state: ArquetectState, seat: Seat, name: string, n = 0): CardId {
  const type = toType(name);
  const id = idsIn(state, seat).filter((i) => typeOf(i) === type)[n];
  if (!id) throw new Error(`seat ${seat} holds no ${name} #${n}`);
  return id;
}

/** Submits an action that must be accepted; the next state and the log entries it produced. */
export function run(state: ArquetectState, seat: Seat, input: unknown): Transition<ArquetectState> {
  const result = decide<ArquetectState>(arquetect, state, seat, input);
  if (!result.ok) throw new Error(`rejected: ${result.error.code} ${result.error.message}`);
  return { state: result.value.state, log: result.value.log };
}

/** Submits an action that must be accepted; the next state. */
export function play(state: ArquetectState, seat: Seat, input: unknown): ArquetectState {
  return run(state, seat, input).state;
}

/** Submits an action that must be refused, checks that the state is untouched, and returns the error. */
export function refuse(state: ArquetectState, seat: Seat, input: unknown): RuleError {
  const before = JSON.stringify(state);
  const result = decide<ArquetectState>(arquetect, state, seat, input);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  if (JSON.stringify(state) !== before) throw new Error('a rejected action changed the state');
  return result.error;
}

/** The texts of `log` that `viewer` may see while the game runs. */
export function seen(log: readonly LogEntry[], viewer: Viewer): string[] {
  return log.filter((e) => canSee(e, viewer, false)).map((e) => e.text);
}

/** Deep-freezes a value so that any mutation throws (tests of purity). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** One submitted action: the seat and the untrusted input. */
export type Move = [seat: Seat, input: Record<string, unknown>];

/** Plays moves that must all be accepted; the final state and every log entry they produced. */
export function runAll(state: ArquetectState, moves: readonly Move[]): Transition<ArquetectState> {
  let current = state;
  const log: LogEntry[] = [];
  for (const [seat, input] of moves) {
    const next = run(current, seat, input);
    current = next.state;
    log.push(...next.log);
  }
  return { state: current, log };
}
