/**
 * After every active player has ended (spec §4.4.5, §7): the building row ages, then the civilian row (once per
 * turn, once per team turn); the end check; then the round completes after the last seat (team) of the order, and
 * the game ends there if the end was triggered or round 30 is done; otherwise the next seat's (team's) turn begins.
 */
import type { Outcome } from '../core/engine.ts';
import { listText } from '../core/words.ts';
import { type Ctx, say } from './context.ts';
import { finalOutcome, teamDecidedBy } from './outcome.ts';
import { age } from './rows.ts';
import { AGING_ROWS, ROUND_CAP, landmarkGoal } from './state.ts';
import { beginTurn } from './turn-start.ts';
import { builtLandmarks } from './zones.ts';

export function closeTurn(ctx: Ctx): void {
  const s = ctx.state;
  for (const row of AGING_ROWS) age(ctx, row);
  // the end check: K built landmarks, or no landmark left to buy (permanent once set)
  if (!s.endTriggered) {
    const goal = landmarkGoal(s.seats);
    const reached = s.players.some((p) => builtLandmarks(p) >= goal);
    const exhausted = s.decks.landmark.length === 0 && s.rows.landmark.length === 0;
    if (reached || exhausted) {
      s.endTriggered = true;
      say(ctx, reached ? `A civilisation has ${goal} built landmarks: the game ends when this round completes.` : 'No landmark is left: the game ends when this round completes.');
    }
  }
  s.turn += 1;
  const current = s.active[0] ?? 0;
  const lastOfRound = s.teams ? current % 2 !== s.firstSeat % 2 : current === (s.firstSeat + s.seats - 1) % s.seats;
  if (lastOfRound) {
    if (s.endTriggered || s.round >= ROUND_CAP) return endGame(ctx);
    s.round += 1;
  }
  const next = s.teams ? [(current + 1) % 2, ((current + 1) % 2) + 2] : [(current + 1) % s.seats];
  beginTurn(ctx, next);
}

function endGame(ctx: Ctx): void {
  const s = ctx.state;
  s.over = true;
  s.active = [];
  s.phase = s.players.map(() => null);
  s.result = finalOutcome(s);
  say(ctx, s.round >= ROUND_CAP && !s.endTriggered ? `Round ${ROUND_CAP} is complete: the game is over.` : 'The round is complete: the game is over.');
  say(ctx, winLine(s.result, s.teams));
}

/**
 * Who won, with how many VP, and the tie-break that decided it: "@1 wins with 9 VP.", "@1 and @3 win as a team with
 * 9 VP (tie broken by built landmarks).", "@0 and @2 share the win with @1 and @3: 5 VP per team."
 */
function winLine(result: Outcome, teams: boolean): string {
  const top = result.seats[0]?.score ?? 0;
  const names = result.winners.map((w) => `@${w}`);
  const brokenBy = (key: string | null) => (key && key !== result.keyNames[0] ? ` (tie broken by ${key})` : '');
  if (teams) {
    if (names.length === 2) return `${listText(names)} win as a team with ${top} VP${brokenBy(teamDecidedBy(result))}.`;
    // both teams tie on every key; a team's seats are 0 + 2 and 1 + 3
    return `@0 and @2 share the win with @1 and @3: ${top} VP per team.`;
  }
  if (names.length === 1) return `${names[0]} wins with ${top} VP${brokenBy(result.decidedBy)}.`;
  return `${listText(names)} share the win with ${top} VP.`;
}
