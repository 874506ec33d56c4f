/**
 * One registration per kind: a kind is its two folders (`packages/rules/src/<kind>/`, `apps/web/src/lib/games/<kind>/`)
 * and one line in each registry (`packages/rules/src/index.ts`, `apps/web/src/lib/games/registry.ts`). Everything
 * else knows kinds only through the registries, so adding or removing one touches nothing more.
 *
 * Reads every source file the repository tracks (`git ls-files`: .ts, .svelte, .js) and fails where code outside
 * those places names a kind: its id (`'civ-builder'`, as a string or in a path) or its module (its engine's export
 * name, `civBuilder`). Comments are left out: prose may mention a kind. What else may name kinds, and why: `ALLOWED`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engines } from './index.ts';

const root = new URL('../../../', import.meta.url);

/** Places outside a kind's two folders that may name kinds, each with its reason. */
const ALLOWED: readonly { path: RegExp; why: string }[] = [
  { path: /^packages\/rules\/src\/index\.ts$/, why: 'the rules registry: one line per kind' },
  { path: /^apps\/web\/src\/lib\/games\/registry\.ts$/, why: 'the web registry: one line per kind' },
  { path: /\.test\.ts$/, why: 'tests play and check particular kinds' },
  { path: /^apps\/web\/e2e\//, why: 'the browser tests and their drivers and seats play particular kinds' },
  {
    path: /^apps\/web\/src\/routes\/replay\/\[id\]\/fake-replay\.ts$/,
    why: 'test support: the finished game that replay-flow.test.ts and step-cache.test.ts read is of some kind',
  },
  {
    path: /^apps\/api\/src\/proofs\/fuzz-inputs\.ts$/,
    why: 'test support: the fuzz tests use real kind ids, so that their requests get past the kind lookup',
  },
  {
    path: /^packages\/bots\/scripts\/balance-notes\.ts$/,
    why: 'a report tool run by hand: what the balance report notes of each kind\'s seats (its buildings, cards, landmarks)',
  },
  {
    path: /^packages\/bots\/scripts\/target-notes\.ts$/,
    why: 'a report tool run by hand: what the bot-targets report says under a particular table (a kind at a seat count)',
  },
  {
    path: /^apps\/api\/scripts\/catch-up\.ts$/,
    why: 'a measuring tool run by hand: games of one kind waiting on bots after a restart, the same each run',
  },
  {
    path: /^packages\/rules\/scripts\/civ-(fingerprint|measure)\.ts$/,
    why: 'tools that exist for one kind, run by hand (Civ Builder: a digest to compare before and after a refactor, replay timings)',
  },
];

/** The kind folders under `dir` (relative to the repository). */
function foldersIn(dir: string, except: readonly string[] = []): string[] {
  return readdirSync(new URL(dir, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The code of a source file without its comments (`//`, `/* *\/`, and `<!-- -->` in Svelte markup); strings and
 * template literals stay, since an id in a string names the kind.
 */
function withoutComments(source: string): string {
  const text = source.replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

/** A kind's names in code: its id (a string, a path) and its engine's export name. */
async function namesOf(kind: string): Promise<{ name: string; pattern: RegExp }[]> {
  const module: Record<string, unknown> = await import(`./${kind}/index.ts`);
  const engine = engines.find((e) => e.id === kind);
  const exported = Object.entries(module).find(([, value]) => value === engine)?.[0];
  const names = [...new Set([kind, ...(exported ? [exported] : [])])];
  return names.map((name) => ({ name, pattern: new RegExp(`(?<![\\w$-])${name}(?![\\w$-])`) }));
}

describe('one registration per kind', () => {
  const kinds = engines.map((e) => e.id).sort();

  it('has a rules folder and a web folder for every kind of the registry, and no other', () => {
    expect(foldersIn('packages/rules/src/', ['core', 'table'])).toEqual(kinds);
    expect(foldersIn('apps/web/src/lib/games/')).toEqual(kinds);
  });

  it('names a kind in code only in its own folders, the two registries, tests and the allowed places', async () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.svelte', '*.js'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((path) => path !== '' && !ALLOWED.some((allowed) => allowed.path.test(path)));
    expect(files.length).toBeGreaterThan(100);
    const names = await Promise.all(kinds.map(async (kind) => ({ kind, names: await namesOf(kind) })));
    const found: string[] = [];
    for (const path of files) {
      let code: string;
      try {
        code = withoutComments(readFileSync(new URL(path, root), 'utf8'));
      } catch {
        continue; // tracked but deleted in the working tree
      }
      for (const { kind, names: kindNames } of names) {
        if (path.startsWith(`packages/rules/src/${kind}/`) || path.startsWith(`apps/web/src/lib/games/${kind}/`)) continue;
        for (const { name, pattern } of kindNames) if (pattern.test(code)) found.push(`${path} names ${name}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('leaves comments out, and strings in', () => {
    const code = withoutComments("// civ-builder\n/* civBuilder */ const a = 'civ-builder'; <!-- arquetect -->");
    expect(code).not.toMatch(/civBuilder|arquetect/);
    expect(code).toContain("'civ-builder'");
  });
});
