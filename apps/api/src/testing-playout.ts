/**
 * Test support: a game created and played to its end over HTTP with random legal actions, the way a player's
 * browser would (read the seat's view, pick from its expanded choices, submit with the version read). Each game's
 * API test adds its own checks through the hooks.
 */
import { expect } from 'vitest';
import { expandChoices, Rng } from '@turnpost/rules';
import { bodyOf, type TestApp } from './testing.ts';

export interface CreatedGame {
  id: string;
  seats: { seat: number; token: string }[];
}

/** A seat's (or, without a token, a spectator's) view answer, with its legal actions expanded. */
export interface SeatAnswer<View> {
  version: number;
  status: string;
  awaiting: number[];
  choices: unknown;
  legalActions: { type: string }[];
  view: View;
}

export async function createGame(t: TestApp, game: string, n: number, options?: unknown): Promise<CreatedGame> {
  const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
  const res = await t.call('POST', '/api/games', { body: { game, seats, ...(options === undefined ? {} : { options }) } });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as CreatedGame;
}

export async function viewOf<View>(t: TestApp, id: string, token?: string): Promise<SeatAnswer<View>> {
  const res = await t.call('GET', `/api/games/${id}/view`, token ? { token } : {});
  expect(res.status).toBe(200);
  const body = await bodyOf(res);
  return { ...body, legalActions: expandChoices(body.choices) };
}

export interface PlayHooks<View> {
  /** Called with the mover's view before each move. */
  beforeMove?(seat: number, me: SeatAnswer<View>): void | Promise<void>;
  /** Called after each accepted move; `events` counts the moves so far, `before` is the mover's view before it. */
  afterMove?(seat: number, events: number, before: SeatAnswer<View>): void | Promise<void>;
}

/** Plays random legal actions (seeded) until nobody is awaited; returns the number of events. */
export async function playOut<View>(t: TestApp, g: CreatedGame, seed: string, hooks: PlayHooks<View> = {}): Promise<number> {
  const rng = Rng.fromSeed(seed);
  let events = 0;
  let awaiting = (await viewOf<View>(t, g.id)).awaiting;
  while (awaiting.length > 0) {
    const seat = awaiting[rng.int(0, awaiting.length - 1)] as number;
    const me = await viewOf<View>(t, g.id, g.seats[seat]?.token);
    await hooks.beforeMove?.(seat, me);
    expect(me.legalActions.length).toBeGreaterThan(0);
    const action = me.legalActions[rng.int(0, me.legalActions.length - 1)];
    const res = await t.call('POST', `/api/games/${g.id}/actions`, {
      token: g.seats[seat]?.token,
      body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    events++;
    await hooks.afterMove?.(seat, events, me);
    awaiting = ((await bodyOf(res)) as { awaiting: number[] }).awaiting;
  }
  return events;
}
