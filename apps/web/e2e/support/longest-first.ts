import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took in one run (2026-12-06, `CI=true`, two files at a time on the 2-core machine; 931 s
 * from first to last, 1,793 s of tests; Avenue Empires' from a passing run). Without them a fresh clone, which has
 * no timings cached, starts its files by size, and the slowest could start late and run alone at the end. A file
 * not listed starts after these, in vitest's own order.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'bots.test.ts': 164,
  'civ-builder.test.ts': 161,
  'turn-awareness.test.ts': 98,
  'words-and-statuses.test.ts': 92,
  'ranking-phone.test.ts': 92,
  'avenue-empires.test.ts': 90,
  'saltmarket.test.ts': 89,
  'arquetect.test.ts': 82,
  'devices-phone.test.ts': 81,
  'rules.test.ts': 77,
  'avenue-empires-phone.test.ts': 74,
  'replay-and-email.test.ts': 70,
  'civ-builder-phone.test.ts': 70,
  'arquetect-phone.test.ts': 52,
  'fair-play.test.ts': 46,
  'saltmarket-phone.test.ts': 45,
  'replay-a11y.test.ts': 43,
  'joining-phone.test.ts': 42,
  'around-the-table.test.ts': 36,
  'pace.test.ts': 34,
  'seat-link.test.ts': 33,
  'newcomer-phone.test.ts': 30,
  'arquetect-two-players.test.ts': 15,
  'served.test.ts': 13,
  'ended-table.test.ts': 13,
  'new-game-form-phone.test.ts': 12,
  'choice-in-progress.test.ts': 6,
};

/** The test files in vitest's order, then stably re-ordered so the longest browser files start first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? 0;
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
