/**
 * One random legal playout with the invariants of spec §9 checked along the way (for the properties-N tests).
 * Determinism, replay, and "legal ⇔ accepted" are the conformance suite's (conformance.test.ts); this keeps what is
 * particular to Avenue Empires: conservation, sizes, the round structure, resubmissions, leaks by spec §9.6's
 * own terms, how each choice is narrated, and the outcome. Not used by the rules.
 */
import { isDeepStrictEqual } from 'node:util';
import { aloud } from '../core/narrator.ts';
import { decide } from '../core/actions.ts';
import type { LogEntry, Seat } from '../core/engine.ts';
import { type PlayoutOptions, randomPlayout } from '../core/playout.ts';
import { Rng } from '../core/rng.ts';
import type { AvenueAction } from './actions.ts';
import type { CardId } from './ids.ts';
import { avenueEmpires } from './index.ts';
import { roundsFor } from './setup.ts';
import type { AvenueState, Phase } from './state.ts';
import {
  check,
  checkCitiesGrow,
  checkConservation,
  checkNoLeaks,
  checkOutcome,
  checkSizes,
} from './test-invariants.ts';

/** Random playouts per seat count. */
export const PLAYOUTS_PER_N = 200;
/** Share of steps whose views and logs are searched for leaks (every seat and the spectator). */
const LEAK_CHECK_RATE = 0.2;

const CHOICE_LINE = /^@(\d+) (chose to pass|chose to build|(changed|kept) their (trade: pass|build:)) /;

/** A secret choice is narrated first, to its chooser only, as what it chose, changed to, or chose again. */
function checkChoiceNarrated(seat: Seat, log: readonly LogEntry[]): void {
  const first = log[0];
  check(first !== undefined && isDeepStrictEqual(first.visibleTo, [seat]), 'the choice is not narrated privately');
  check(CHOICE_LINE.exec(first.text)?.[1] === String(seat), `choice narration "${first.text}"`);
}

export function playAndCheck(n: number, seed: string, chooserSeed: string): void {
  const rng = Rng.fromSeed(`checks:${seed}:${chooserSeed}`);
  const rounds = roundsFor(n);
  const passed: CardId[][] = Array.from({ length: n }, () => []);
  const phases: Phase[][] = Array.from({ length: rounds + 1 }, () => []);
  const start = avenueEmpires.setup(n, {}, seed, aloud);
  const log: LogEntry[] = [...start.log];
  let prev = start.state;
  phases[1]?.push(prev.phase);
  let resubmissions = 0;

  const onStep: PlayoutOptions['onStep'] = (raw, event, _index, _before, entries) => {
    const s = raw as AvenueState;
    const seat = event.seat;
    log.push(...entries);
    checkConservation(s);
    checkSizes(s);
    checkCitiesGrow(prev.cities, s.cities);
    phases[s.round]?.push(s.phase);
    checkChoiceNarrated(seat, entries);

    // 9: a resubmission changes only pending[seat]; a phase resolves exactly when the last awaited seat submits.
    const last = avenueEmpires.awaiting(prev);
    const resubmitted = prev.pending[seat] !== null;
    const resolves = !resubmitted && last.length === 1 && last[0] === seat;
    if (resubmitted) resubmissions += 1;
    if (resolves) {
      check(s.pending.every((p) => p === null), 'pending not reset after resolution');
      check(s.phase !== prev.phase || s.round !== prev.round, 'phase did not resolve');
      if (prev.phase === 'trading') {
        const choices = prev.pending.map((p, i) => (i === seat ? (event.action as AvenueAction) : p));
        choices.forEach((c, i) => {
          if (c && 'left' in c) passed[i]?.push(c.left, c.right);
        });
      }
    } else {
      // Everything but pending[seat] stays equal (usually the very same objects, so the deep check is rare).
      const same = (a: unknown, b: unknown) => a === b || isDeepStrictEqual(a, b);
      const fields = Object.keys(s) as (keyof AvenueState)[];
      check(fields.every((f) => f === 'pending' || f === 'changes' || same(s[f], prev[f])), 'a submission changed more than pending and changes');
      check(s.pending.every((p, i) => i === seat || same(p, prev.pending[i])), 'a submission changed another choice');
      check(s.pending[seat] !== null, 'choice not stored');
      // nothing but the chooser's own line: nothing public says what anyone chose
      check(entries.length === 1, 'a submission that does not resolve logged more than its private line');
    }

    // 11: legal actions are non-empty exactly for awaited seats and seats that may resubmit.
    const awaited = avenueEmpires.awaiting(s);
    for (let p = 0; p < n; p++) {
      const mayAct = s.phase === 'trading' || (s.phase === 'building' && (s.hands[p]?.length ?? 0) > 0);
      check((avenueEmpires.legalActions(s, p).length > 0) === mayAct, `legal actions of ${p} in ${s.phase}`);
      if (awaited.includes(p)) check(mayAct, `awaited seat ${p} cannot act`);
    }

    // 6: no leak, in any seat's view and log, nor the spectator's (sampled: the views are the costly part).
    if (rng.next() / 2 ** 32 < LEAK_CHECK_RATE) checkNoLeaks(s, log, passed);
    prev = s;
  };

  const result = randomPlayout<AvenueState>(avenueEmpires, { seats: n, seed, chooserSeed, resubmitRate: 0.1, onStep });
  const final = result.state;

  // 4: exactly R rounds, Trading in every round but the last, Building in every round, N(2R−1) first submissions.
  check(result.finished && final.phase === 'gameOver' && final.round === rounds, 'did not end after R rounds');
  for (let r = 1; r <= rounds; r++) {
    check(phases[r]?.includes('trading') === r < rounds, `Trading in round ${r}`);
    check(phases[r]?.includes('building') === true, `no Building in round ${r}`);
  }
  check(result.events.length - resubmissions === n * (2 * rounds - 1), 'action count');
  check(final.hands.every((h) => h.length === 0) && final.deck.length === 0, 'cards left at the end');
  checkOutcome(final);
  const late = decide(avenueEmpires, final, 0, { type: 'chooseBuild', card: 'river-01', avenue: 'L' });
  check(!late.ok && late.error.code === 'E_GAME_OVER', 'accepted an action after game over');
}
