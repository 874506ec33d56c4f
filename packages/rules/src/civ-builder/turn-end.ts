/**
 * After every active player has ended (spec §4.4.5, §7): the building row ages, then the civilian row (once per
 * turn, once per team turn); the end check; then the round completes after the last seat (team) of the order, and
 * the game ends there if the end was triggered or round 30 is done; otherwise the next seat's (team's) turn begins.
 */
import { type Ctx, say } from './context.ts';
import { finalOutcome } from './outcome.ts';
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
  const winners = s.result.winners.map((w) => `@${w}`);
  const top = s.result.seats[0]?.score ?? 0;
  say(ctx, s.round >= ROUND_CAP && !s.endTriggered ? `Round ${ROUND_CAP} is complete: the game is over.` : 'The round is complete: the game is over.');
  say(ctx, `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'} with ${top} VP${s.teams ? ' as a team' : ''}.`);
}
