import { describe, expect, it } from 'vitest';
import { startLine } from './start-line.ts';

describe('the Node server’s start line', () => {
  const base = { port: 8787, database: 'PGlite in .data/pglite', email: 'dev mailbox' };

  it('says where the app is, its database and its email', () => {
    expect(startLine({ ...base, devClock: false })).toBe('Turnpost on http://localhost:8787 (database: PGlite in .data/pglite; email: dev mailbox)');
  });

  it('says when the dev clock is on, and how to move it (issue 47)', () => {
    expect(startLine({ ...base, devClock: true })).toBe(
      'Turnpost on http://localhost:8787 (database: PGlite in .data/pglite; email: dev mailbox; dev clock on: move it forward from this machine with POST /api/dev/clock {"hours": n})',
    );
  });
});
