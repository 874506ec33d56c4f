/**
 * A finished game's events as people read them: "Ann chose a trade: Tunnel to Bob, Market to Cy". Avenue Empires
 * gets its own words (and the phase and round each choice belongs to); any other game a plain description of the
 * action's fields, so every game has a readable replay.
 */
import type { GameEvent, Seat } from '$lib/api-types.ts';
import { AVENUE_NAMES, cardTypeOf, leftOf, rightOf } from '$lib/games/avenue-empires/model.ts';
import type { AvenueName, CatalogueEntry } from '$lib/games/avenue-empires/types.ts';

/** A piece of a move's text: plain words, a player (drawn in their colour) or a card (drawn in bold). */
export type MovePart = { kind: 'text'; text: string } | { kind: 'seat'; seat: Seat } | { kind: 'card'; name: string };

export interface Move {
  /** The step this move leads to (1 = after the first move). */
  step: number;
  seat: Seat;
  at: string;
  parts: MovePart[];
  /** A heading for the moves that belong together ("Round 3 · Trading"), when the game has such a thing. */
  group: string | null;
  /** What happened once this move was in, if it closed a phase ("Cards change hands"). */
  then: string | null;
}

export interface MoveContext {
  seats: number;
  /** Any view of the game, for static data such as card names (null until one has loaded). */
  view: unknown;
}

type Describer = (events: readonly GameEvent[], context: MoveContext) => Move[];

const text = (t: string): MovePart => ({ kind: 'text', text: t });
const seat = (s: Seat): MovePart => ({ kind: 'seat', seat: s });
const card = (name: string): MovePart => ({ kind: 'card', name });

/** Avenue Empires: simultaneous secret choices, Trading then Building each round (the last round only builds). */
const avenueEmpires: Describer = (events, context) => {
  const catalogue = (context.view as { catalogue?: Record<string, CatalogueEntry> } | null)?.catalogue ?? {};
  const cardName = (id: unknown) => {
    const key = String(id);
    return catalogue[cardTypeOf(key)]?.name ?? key;
  };
  let round = 1;
  let phase: 'trade' | 'build' | null = null;
  let chosen = new Set<Seat>();
  return events.map((e, i) => {
    const kind = e.action.type === 'chooseTrade' ? 'trade' : e.action.type === 'chooseBuild' ? 'build' : null;
    if (kind !== phase) {
      phase = kind;
      chosen = new Set();
    }
    const again = chosen.has(e.seat);
    chosen.add(e.seat);
    const group = kind === 'trade' ? `Round ${round} · Trading` : kind === 'build' ? `Round ${round} · Building` : null;
    let parts: MovePart[];
    if (kind === 'trade') {
      parts = [
        seat(e.seat),
        text(again ? ' changed their trade: ' : ' chose a trade: '),
        card(cardName(e.action.left)),
        text(' to '),
        seat(leftOf(e.seat, context.seats)),
        text(', '),
        card(cardName(e.action.right)),
        text(' to '),
        seat(rightOf(e.seat, context.seats)),
      ];
    } else if (kind === 'build') {
      const avenue = AVENUE_NAMES[e.action.avenue as AvenueName] ?? String(e.action.avenue);
      parts = [
        seat(e.seat),
        text(again ? ' changed their build: ' : ' chose to build '),
        card(cardName(e.action.card)),
        text(` in the ${avenue} avenue`),
      ];
    } else {
      parts = generic([e], context)[0]?.parts ?? [];
    }
    let then: string | null = null;
    if (kind !== null && chosen.size >= context.seats) {
      then = kind === 'trade' ? 'Everyone has chosen: the cards change hands.' : 'Everyone has chosen: the buildings go up.';
      if (kind === 'build') round++;
      phase = null;
    }
    if (i === events.length - 1) then = 'The last buildings go up: the game is over.';
    return { step: e.seq, seat: e.seat, at: e.at, parts, group, then };
  });
};

/** "offerTrade" → "offer trade". */
export function words(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const SEAT_FIELDS = new Set(['to', 'from', 'seat', 'target', 'player', 'recipient', 'giver']);
const CARD_ID = /^([a-z]+(?:-[a-z]+)*)-\d+$/;

/** A card id's name when the view has a catalogue of card types with names (`forest-1` → Forest), else the id. */
function cardNamer(view: unknown): (value: string) => MovePart {
  const catalogue = (view as { catalogue?: Record<string, { name?: unknown } | undefined> } | null)?.catalogue ?? {};
  return (value) => {
    const type = CARD_ID.exec(value)?.[1];
    const name = type !== undefined ? catalogue[type]?.name : undefined;
    return typeof name === 'string' ? card(name) : text(value);
  };
}

function valueParts(value: unknown, named: (v: string) => MovePart): MovePart[] {
  if (typeof value === 'string') return [named(value)];
  if (typeof value === 'boolean') return [text(value ? 'yes' : 'no')];
  if (Array.isArray(value)) {
    if (value.length === 0) return [text('none')];
    return value.flatMap((v, i) => [...(i > 0 ? [text(', ')] : []), ...valueParts(v, named)]);
  }
  if (typeof value === 'object' && value !== null) return [text(JSON.stringify(value))];
  return [text(String(value))];
}

/** Any game: "Ann: offer trade (cards: Forest, Mine · to Bob)". */
const generic: Describer = (events, context) => {
  const named = cardNamer(context.view);
  return events.map((e) => {
    const { type, player: _player, ...fields } = e.action;
    const parts: MovePart[] = [seat(e.seat), text(`: ${words(String(type ?? 'move'))}`)];
    const entries = Object.entries(fields);
    if (entries.length > 0) {
      parts.push(text(' ('));
      entries.forEach(([key, value], i) => {
        if (i > 0) parts.push(text(' · '));
        parts.push(text(`${words(key)}: `));
        const isSeat = SEAT_FIELDS.has(key) && Number.isInteger(value) && (value as number) >= 0 && (value as number) < context.seats;
        if (isSeat) parts.push(seat(value as number));
        else parts.push(...valueParts(value, named));
      });
      parts.push(text(')'));
    }
    return { step: e.seq, seat: e.seat, at: e.at, parts, group: null, then: null };
  });
};

const describers: Record<string, Describer> = {
  'avenue-empires': avenueEmpires,
};

export function describeMoves(game: string, events: readonly GameEvent[], context: MoveContext): Move[] {
  const describe = Object.hasOwn(describers, game) ? (describers[game] as Describer) : generic;
  return describe(events, context);
}

/** The move's words as plain text, with players' names (for labels and the live region). */
export function plainText(parts: readonly MovePart[], names: readonly string[]): string {
  return parts
    .map((p) => (p.kind === 'seat' ? (names[p.seat] ?? `Seat ${p.seat + 1}`) : p.kind === 'card' ? p.name : p.text))
    .join('');
}
