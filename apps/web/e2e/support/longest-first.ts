import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took in one run (2026-12-06 19:58, commit `c29f563`, `CI=true`, the e2e project alone,
 * two files at a time on a quiet 2-core machine: 494 s from first to last). Without them a fresh clone, which has no
 * timings cached, starts its files by size, and the slowest could start late and run alone at the end. A file not
 * listed starts after these, in vitest's own order.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'bots.test.ts': 147,
  'avenue-empires.test.ts': 105,
  'civ-builder.test.ts': 79,
  'turn-awareness.test.ts': 70,
  'civ-builder-phone.test.ts': 62,
  'saltmarket.test.ts': 38,
  'replay-a11y.test.ts': 38,
  'words-and-statuses.test.ts': 35,
  'avenue-empires-phone.test.ts': 34,
  'replay-and-email.test.ts': 33,
  'arquetect.test.ts': 33,
  'saltmarket-phone.test.ts': 32,
  'ranking-phone.test.ts': 30,
  'devices-phone.test.ts': 29,
  'arquetect-phone.test.ts': 29,
  'fair-play.test.ts': 28,
  'pace.test.ts': 27,
  'rules.test.ts': 25,
  'around-the-table.test.ts': 23,
  'joining-phone.test.ts': 19,
  'analysis.test.ts': 16,
  'newcomer-phone.test.ts': 15,
  'seat-link.test.ts': 10,
  'arquetect-two-players.test.ts': 5,
  'new-game-form-phone.test.ts': 4,
  'served.test.ts': 3,
  'ended-table.test.ts': 3,
  'choice-in-progress.test.ts': 1,
};

/** The test files in vitest's order, then stably re-ordered so the longest browser files start first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? 0;
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
