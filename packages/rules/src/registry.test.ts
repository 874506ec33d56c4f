import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGolden } from './core/testing/golden.ts';
import { decide, opening } from './core/index.ts';
import { engineFor, engines } from './index.ts';

const here = import.meta.dirname;

describe('the registry of games and rules versions', () => {
  it('finds every game at its current rules version, and no version it does not have', () => {
    for (const engine of engines) {
      expect(engineFor(engine.id)).toBe(engine);
      expect(engineFor(engine.id, engine.rulesVersion)).toBe(engine);
      expect(engineFor(engine.id, engine.rulesVersion + 1)).toBeUndefined();
    }
    expect(new Set(engines.map((e) => e.id)).size).toBe(engines.length);
    expect(engineFor('chess')).toBeUndefined();
    expect(engineFor('__proto__')).toBeUndefined();
    expect(engineFor('constructor')).toBeUndefined();
  });

  it('keeps an engine for every rules version a golden game was recorded on, and it still replays it', () => {
    let count = 0;
    for (const folder of readdirSync(here)) {
      const golden = join(here, folder, 'golden');
      if (!existsSync(golden)) continue;
      for (const g of loadGolden(golden)) {
        const engine = engineFor(g.game, g.rulesVersion);
        expect(engine, `${g.game} v${g.rulesVersion}`).toBeDefined();
        if (!engine) continue;
        let state = opening(engine, { seats: g.seats, options: g.options, seed: g.seed }).state;
        for (const event of g.events) {
          const next = decide(engine, state, event.seat, event.action);
          expect(next.ok).toBe(true);
          if (next.ok) state = next.value.state;
        }
        expect(engine.outcome(state)).toEqual(g.outcome);
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(engines.length);
  });
});
