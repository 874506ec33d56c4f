/**
 * The table's rules (`@turnpost/rules/table`): who holds each seat, pace and clocks, the autopilot, notices, the end
 * of a game by its host. A decider like the games: `decide(table, change, now)` → events, `evolve(table, event, at)`.
 */
export * from './table.ts';
export * from './events.ts';
export * from './pace.ts';
export * from './autopilot.ts';
export * from './notices.ts';
export * from './decide.ts';
export * from './evolve.ts';
export * from './lines.ts';
export * from './open.ts';
export * from './chat.ts';
export * from './bot-names.ts';
