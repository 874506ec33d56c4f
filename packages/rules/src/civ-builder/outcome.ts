/**
 * The result (spec §7): VP from built landmarks only; ranking by most VP, then most built landmarks, then the
 * highest total printed cost of cards owned; still tied players share the place. In a team game both teammates
 * rank by their team's sums and share its place (1st or 2nd: places count teams); a seat's `score` is then its team's VP (what decides the place),
 * its own VP stays in `details`. `scores` (the replay's chart) gives each seat's own VP in every game.
 */
import type { Outcome, Seat, SeatResult } from '../core/engine.ts';
import { rankByKeys } from '../core/ranking.ts';
import { type LandmarkScore, landmarkScores, ownedCost, vpOf } from './scoring.ts';
import { type CivState, teamOf } from './state.ts';
import { builtLandmarks, playerOf } from './zones.ts';

export const KEY_NAMES = ['VP', 'built landmarks', 'cost of cards owned'];

export interface SeatDetails {
  /** This seat's own VP and its landmarks' shares. */
  vp: number;
  landmarks: LandmarkScore[];
  builtLandmarks: number;
  ownedCost: number;
  trophies: number;
  /** Team games: 0 = Team A (seats 0, 2), 1 = Team B, and the team's VP. */
  team: 0 | 1 | null;
  teamVp: number | null;
}

/** A ranking key: VP, built landmarks, cost of cards owned. */
type Key = [vp: number, landmarks: number, cost: number];

const keyOf = (state: CivState, seat: Seat): Key => {
  const p = playerOf(state, seat);
  return [vpOf(p), builtLandmarks(p), ownedCost(p)];
};

const plus = (a: Key, b: Key): Key => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/** The ranking key of a seat: its own, or in a team game its team's sums. */
export function rankingKey(state: CivState, seat: Seat): Key {
  return state.teams ? plus(keyOf(state, seat), keyOf(state, (seat + 2) % 4)) : keyOf(state, seat);
}

/** Each team's VP so far (Team A, Team B), or null outside team games; `vp`: a seat's own VP (a view's, worked out once). */
export function teamVp(state: CivState, vp: (seat: Seat) => number = (seat) => vpOf(playerOf(state, seat))): [number, number] | null {
  return state.teams ? [vp(0) + vp(2), vp(1) + vp(3)] : null;
}

/** The final result, computed once when the game ends (each seat's own figures once, then the team sums). */
export function finalOutcome(state: CivState): Outcome {
  const own = state.players.map((p) => {
    const landmarks = landmarkScores(p);
    const key: Key = [landmarks.reduce((sum, l) => sum + l.vp, 0), landmarks.length, ownedCost(p)];
    return { p, landmarks, key };
  });
  const ranked = rankByKeys(
    own.map(({ p, landmarks, key: mine }, seat) => {
      const key = state.teams ? plus(mine, (own[(seat + 2) % 4] as (typeof own)[number]).key) : mine;
      const team = teamOf(state, seat);
      const details: SeatDetails = {
        vp: mine[0],
        landmarks,
        builtLandmarks: mine[1],
        ownedCost: mine[2],
        trophies: p.trophies,
        team,
        teamVp: team === null ? null : key[0],
      };
      return { seat, score: key[0], key, details };
    }),
    KEY_NAMES,
  );
  if (!state.teams) return ranked;
  // places count teams, not seats: the team behind is second
  return { ...ranked, seats: ranked.seats.map((s) => ({ ...s, place: s.place === 1 ? 1 : 2 })) };
}

/**
 * What decided a team game's win: the first key on which the winning team's sums differ from the other team's
 * (spec §7, "the same tie-breaks use team sums"); null when the teams tie on every key (a shared win) and outside
 * team games. The outcome's own `decidedBy` names a decider for one winner only and stays null in team games, as
 * stored outcomes must replay unchanged, so the log and the game-over screen ask this.
 */
export function teamDecidedBy(result: Outcome): string | null {
  // outside team games no seat has a team; in one, the first seat is a winner and the other team's first is behind
  // it unless the teams tie on every key (then every seat is first), and their keys differ first where it was decided
  const first = result.seats[0] as SeatResult;
  const other = result.seats.find((s) => s.place > 1);
  if (!other || (first.details as SeatDetails).team === null) return null;
  return result.keyNames[first.key.findIndex((v, i) => v !== other.key[i])] as string;
}

export const outcome = (state: CivState): Outcome | null => state.result;

export const scores = (state: CivState): number[] => state.players.map(vpOf);
