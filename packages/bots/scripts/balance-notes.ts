/**
 * What the balance report notes of each seat in a finished game, by kind: the buildings, cards, characters or
 * landmarks a seat ended with, so the report can say which of them go with winning. Tooling: it reads the final
 * state and the outcome's details, never in a bot's decision.
 */
import type { Outcome } from '@turnpost/rules';
import type { SeatDetails as AvenueDetails } from '@turnpost/rules/avenue-empires';
import { type LandmarkScore, cardOf } from '@turnpost/rules/civ-builder';
import { CHARACTERS, type SaltState, TOWN_BUILDINGS } from '@turnpost/rules/saltmarket';

const saltName = new Map<string, string>([
  ...TOWN_BUILDINGS.map((b): [string, string] => [b.id, b.name]),
  ...CHARACTERS.map((c): [string, string] => [c.id, c.name]),
]);

type Notice = (state: unknown, outcome: Outcome) => string[][];

/** Each seat's details, in seat order. */
function bySeat<D>(outcome: Outcome, read: (details: D) => string[]): string[][] {
  const out: string[][] = outcome.seats.map(() => []);
  for (const r of outcome.seats) out[r.seat] = [...new Set(read(r.details as D))];
  return out;
}

export const NOTICES: Record<string, Notice> = {
  'avenue-empires': (_, outcome) =>
    bySeat<AvenueDetails>(outcome, (d) => d.cards.map((c) => `built ${c.id.replace(/-\d+$/, '')}`)),
  arquetect: (_, outcome) =>
    bySeat<{ cards: { name: string }[] }>(outcome, (d) => d.cards.map((c) => `ended with ${c.name}`)),
  saltmarket: (state) =>
    (state as SaltState).players.map((p) => [
      ...(p.character ? [`played ${saltName.get(p.character) ?? p.character}`] : []),
      ...p.buildings.slice(1).map((b) => `bought ${saltName.get(b) ?? b}`),
    ]),
  'civ-builder': (_, outcome) =>
    bySeat<{ landmarks: LandmarkScore[] }>(outcome, (d) => d.landmarks.map((l) => `built ${cardOf(l.id).name}`)),
};
