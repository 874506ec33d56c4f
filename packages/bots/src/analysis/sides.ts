import type { AnyEngine, Seat } from '@turnpost/rules';

/**
 * The seats that win or lose together, one list per side: a team's partners are one side (they share the win), and
 * in a free-for-all each seat is a side of its own. A chance of winning is a side's chance, so partners read the same.
 */
export type Sides = readonly (readonly Seat[])[];

/** Every seat a side of its own (a free-for-all). */
export function eachAlone(seats: number): Sides {
  return Array.from({ length: seats }, (_, seat) => [seat]);
}

/**
 * The sides of a table: the partners a kind's boolean option names (`OptionSpec.teams`) when the game's options turn
 * it on, else every seat alone. Options are read as the engine parses them, so a default that is on counts too.
 */
export function sidesOf(engine: AnyEngine, seats: number, options: unknown): Sides {
  const parsed = engine.parseOptions(options, seats);
  const chosen = (parsed.ok ? parsed.value : {}) as Record<string, unknown>;
  for (const option of engine.options)
    if (option.kind === 'boolean' && option.teams && chosen[option.name] === true) return option.teams;
  return eachAlone(seats);
}
