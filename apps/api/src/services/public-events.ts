import type { LoadedGame } from './loaded-game.ts';

/**
 * A finished game's events as anyone may read them (its record, `GET /events`): where its rules keep part of the deal
 * hidden forever, an action that would tell it is told as what replaced it (the kind's `sealed.redact`).
 */
export function publicEvents<E extends { seat: number; action: unknown }>(loaded: LoadedGame, events: readonly E[]): E[] {
  const sealed = loaded.engine.sealed;
  if (!sealed) return [...events];
  const shown = sealed.redact(events);
  return events.map((e, i) => ({ ...e, action: shown[i]?.action }));
}
