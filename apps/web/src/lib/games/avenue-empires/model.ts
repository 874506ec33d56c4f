/**
 * Avenue Empires as the table needs it: the rules' public types, the API's `unknown` narrowed to them, seat
 * neighbours, and the legal actions regrouped for the controls (trade pairs, build card × avenue).
 */
import type {
  AvenueAction,
  AvenueName,
  AvenueView,
  BuiltCardView,
  CardType,
  CatalogueEntry,
  ChooseBuildAction,
  ChooseTradeAction,
  NetworkType,
  SeatDetails,
  PlayerView,
} from './types.ts';

export const AVENUES: readonly AvenueName[] = ['L', 'C', 'R'];
export const AVENUE_NAMES: Record<AvenueName, string> = { L: 'Left', C: 'Center', R: 'Right' };
export const NETWORKS: readonly NetworkType[] = ['Wall', 'Road', 'River'];

export function isTrade(action: unknown): action is ChooseTradeAction {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'chooseTrade';
}

export function isBuild(action: unknown): action is ChooseBuildAction {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'chooseBuild';
}

/** `tunnel-2` → `tunnel`. */
export function cardTypeOf(id: string): CardType {
  return id.slice(0, id.lastIndexOf('-')) as CardType;
}

export function entryOf(view: AvenueView, id: string): CatalogueEntry {
  return view.catalogue[cardTypeOf(id)] ?? { name: id, count: 1, types: [], text: '' };
}

/** Spec §1: the left neighbour of seat i is i+1, the right neighbour i−1 (mod N). */
export const leftOf = (seat: number, seats: number) => (seat + 1) % seats;
export const rightOf = (seat: number, seats: number) => (seat - 1 + seats) % seats;

/** The legal trades as `left|right` keys, for "is this pair allowed?" checks. */
export function tradePairs(actions: readonly unknown[]): Set<string> {
  return new Set(actions.filter(isTrade).map((a) => `${a.left}|${a.right}`));
}

/** The legal builds as card → avenues. */
export function buildSpots(actions: readonly unknown[]): Map<string, Set<AvenueName>> {
  const spots = new Map<string, Set<AvenueName>>();
  for (const a of actions.filter(isBuild)) {
    const set = spots.get(a.card) ?? new Set<AvenueName>();
    set.add(a.avenue);
    spots.set(a.card, set);
  }
  return spots;
}

/** A neighbour's pile in Trading: `left` goes to seat+1, `right` to seat−1. */
export type Side = 'left' | 'right';

/** What the viewer may do with their own city right now: build the selected card in one of these avenues. */
export interface BuildTarget {
  cardName: string;
  avenues: ReadonlySet<AvenueName>;
  onbuild: (avenue: AvenueName) => void;
  disabled: boolean;
}

/** Position a card built in `avenue` would take in `seat`'s city. */
export function nextPosition(seat: PlayerView | undefined, avenue: AvenueName): number {
  return (seat?.city[avenue].length ?? 0) + 1;
}

/** The deepest position in a city (at least 1, so an empty city still shows a row of slots). */
export function depthOf(city: Record<AvenueName, BuiltCardView[]>): number {
  return Math.max(1, ...AVENUES.map((a) => city[a].length));
}

/** The final per-card breakdown of a seat (outcome.details). */
export function detailsOf(details: unknown): SeatDetails | null {
  if (typeof details !== 'object' || details === null || !Array.isArray((details as SeatDetails).cards)) return null;
  return details as SeatDetails;
}
