import { TURNING_POINT_GAIN } from '@turnpost/bots';
import type { AnalysisRow, AnalysisStore, StoredTurningPoint } from '@turnpost/db';
import { ApiError, notFound } from '../errors.ts';
import type { LoadedGame } from './loaded-game.ts';

/** `GET /api/games/:id/analysis` (issue 50). */
export interface AnalysisAnswer {
  status: 'pending' | 'running' | 'ready';
  /** The share of the game's versions analysed, 0 … 1. */
  progress: number;
  /** Each seat's chance of winning after each version analysed so far (v = 0 the setup), from its own view. */
  seats: { seat: number; winChance: number[] }[];
  turningPoints: StoredTurningPoint[];
  /** The least gain of a turning point (`TURNING_POINT_GAIN`), for the replay to say what it means. */
  threshold: number;
}

/** The bots' analysis of a finished game as the replay reads it: asked for on the first read, computed in the background. */
export class AnalysisService {
  constructor(
    private readonly analyses: AnalysisStore,
    private readonly clock: () => Date,
  ) {}

  /** 409 while the game is played, 404 for a game that ended without finishing (cancelled: no winner to foresee). */
  async read(loaded: LoadedGame): Promise<AnalysisAnswer> {
    const { game } = loaded;
    if (game.status === 'active' || game.status === 'open')
      throw new ApiError(409, 'E_STILL_PLAYED', 'The analysis opens when the game is over.');
    if (game.status !== 'finished') throw notFound('analysis: the game was cancelled before it finished');
    const now = this.clock();
    return answerOf(await this.analyses.ask(game.id, game.version, now), loaded.seats.length, now);
  }
}

export function answerOf(row: AnalysisRow, seats: number, now: Date): AnalysisAnswer {
  const status = row.readyAt ? 'ready' : row.leaseUntil && row.leaseUntil > now ? 'running' : 'pending';
  return {
    status,
    progress: status === 'ready' ? 1 : Math.floor((100 * row.done) / (row.version + 1)) / 100,
    seats: Array.from({ length: seats }, (_, seat) => ({ seat, winChance: row.winChance.map((chances) => chances[seat] ?? 0) })),
    turningPoints: row.turningPoints,
    threshold: TURNING_POINT_GAIN,
  };
}
