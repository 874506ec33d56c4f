export * from './result.ts';
export * from './rng.ts';
export * from './game.ts';
export * from './replay.ts';
export * from './ranking.ts';
export { randomPlayout, stringsIn } from './playout.ts';
export type { PlayoutOptions, PlayoutResult } from './playout.ts';
