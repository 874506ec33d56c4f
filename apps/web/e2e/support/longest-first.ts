import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took in one run (2026-11-27, two files at a time on the 2-core machine; 1,260 s in all).
 * Without them a fresh clone, which has no timings cached, starts its files by size, and the slowest (the bots' four
 * games, 227 s) started eleventh and ran alone at the end: 720 s from first to last. Started longest first, two
 * workers share them to about 635 s. A file not listed starts after these, in vitest's own order.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'bots.test.ts': 227,
  'civ-builder.test.ts': 166,
  'avenue-empires.test.ts': 147,
  'avenue-empires-phone.test.ts': 84,
  'turn-awareness.test.ts': 78,
  'civ-builder-phone.test.ts': 72,
  'replay-a11y.test.ts': 59,
  'saltmarket.test.ts': 56,
  'replay-and-email.test.ts': 53,
  'arquetect-phone.test.ts': 52,
  'saltmarket-phone.test.ts': 49,
  'rules.test.ts': 49,
  'arquetect.test.ts': 47,
  'newcomer-phone.test.ts': 39,
  'fair-play.test.ts': 38,
  'around-the-table.test.ts': 21,
  'pace.test.ts': 16,
};

/** The test files in vitest's order, then stably re-ordered so the longest browser files start first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? 0;
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
