import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took in one run (2026-11-28, two files at a time on the 2-core machine; 744 s from first to
 * last, 1,433 s of tests). Without them a fresh clone, which has no timings cached, starts its files by size, and the
 * slowest (the bots' four games) could start late and run alone at the end. A file not listed starts after these, in
 * vitest's own order.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'bots.test.ts': 231,
  'civ-builder.test.ts': 166,
  'avenue-empires.test.ts': 108,
  'saltmarket.test.ts': 97,
  'turn-awareness.test.ts': 95,
  'replay-a11y.test.ts': 83,
  'rules.test.ts': 78,
  'arquetect.test.ts': 78,
  'avenue-empires-phone.test.ts': 71,
  'replay-and-email.test.ts': 70,
  'saltmarket-phone.test.ts': 68,
  'arquetect-phone.test.ts': 59,
  'civ-builder-phone.test.ts': 55,
  'fair-play.test.ts': 48,
  'newcomer-phone.test.ts': 47,
  'pace.test.ts': 31,
  'around-the-table.test.ts': 29,
  'served.test.ts': 13,
  'choice-in-progress.test.ts': 6,
};

/** The test files in vitest's order, then stably re-ordered so the longest browser files start first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? 0;
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
