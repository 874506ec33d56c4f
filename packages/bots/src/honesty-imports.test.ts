import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the bots’ honesty by construction', () => {
  it('imports nothing but the rules package’s public entry and its own files: no path to a kind’s state', () => {
    const imports = sources(here).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => ({ file, from: m[1] as string })),
    );
    expect(imports.length).toBeGreaterThan(0);
    for (const { file, from } of imports)
      expect(from === '@turnpost/rules' || from.startsWith('./') || from.startsWith('../'), `${file}: ${from}`).toBe(true);
    for (const { from } of imports) expect(from).not.toMatch(/\.\.\/\.\.\//);
  });
});
