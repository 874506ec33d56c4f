import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_SUPPORT } from '../scripts/test-support.mjs';

/** What mutation testing leaves out as test support must be just that: no rule file may import it. */
const src = new URL('./', import.meta.url);
/** Each game's folder and the table's (core's test support is its `testing/` folder). */
const games = readdirSync(src).filter((name) => name !== 'core' && statSync(new URL(name, src)).isDirectory());
const globRegex = (glob: string) => new RegExp(`^${glob.replaceAll('.', '\\.').replaceAll('*', '.*')}$`);
const isSupport = (file: string) => TEST_SUPPORT.some((glob) => globRegex(glob).test(file));

describe('files left out of mutation testing as test support', () => {
  it('matches file names as globs', () => {
    expect(['test-playout.ts', 'fixtures.ts', 'test-fixtures.ts', 'invariants.ts'].every(isSupport)).toBe(true);
    expect(['state.ts', 'scoring.ts', 'legal.ts', 'determinize.ts', 'setup.ts'].some(isSupport)).toBe(false);
  });

  for (const game of games) {
    it(`${game}: imported by tests and test support only`, () => {
      const files = readdirSync(new URL(`${game}/`, src)).filter((f) => f.endsWith('.ts'));
      const support = files.filter(isSupport);
      const rules = files.filter((f) => !f.endsWith('.test.ts') && !isSupport(f));
      const importing = rules.flatMap((rule) => {
        const text = readFileSync(new URL(`${game}/${rule}`, src), 'utf8');
        return support.filter((s) => text.includes(`'./${s}'`)).map((s) => `${rule} imports ${s}`);
      });
      expect(support.length).toBeGreaterThan(0);
      expect(importing).toEqual([]);
    });
  }
});
