import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took in one run (2026-12-06 05:37, `CI=true`, two files at a time on the 2-core
 * machine; 603 s from first to last; turn-awareness' estimated after its idles were shortened). Without them a fresh
 * clone, which has no timings cached, starts its files by size, and the slowest could start late and run alone at the
 * end. A file not listed starts after these, in vitest's own order.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'bots.test.ts': 104,
  'civ-builder.test.ts': 89,
  'avenue-empires.test.ts': 85,
  'civ-builder-phone.test.ts': 66,
  'saltmarket.test.ts': 66,
  'turn-awareness.test.ts': 62,
  'avenue-empires-phone.test.ts': 60,
  'replay-and-email.test.ts': 58,
  'replay-a11y.test.ts': 51,
  'rules.test.ts': 50,
  'ranking-phone.test.ts': 49,
  'arquetect.test.ts': 45,
  'devices-phone.test.ts': 39,
  'arquetect-phone.test.ts': 35,
  'words-and-statuses.test.ts': 31,
  'saltmarket-phone.test.ts': 31,
  'fair-play.test.ts': 30,
  'pace.test.ts': 24,
  'newcomer-phone.test.ts': 23,
  'analysis.test.ts': 22, // measured alone when it was written (2026-12-06 08:05), not in the run above
  'around-the-table.test.ts': 23,
  'joining-phone.test.ts': 19,
  'seat-link.test.ts': 18,
  'arquetect-two-players.test.ts': 9,
  'ended-table.test.ts': 7,
  'new-game-form-phone.test.ts': 6,
  'served.test.ts': 5,
  'choice-in-progress.test.ts': 5,
};

/** The test files in vitest's order, then stably re-ordered so the longest browser files start first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? 0;
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
