import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGolden } from './core/testing/golden.ts';
import { decide, opening } from './core/index.ts';
import { findGame, games, rulesFor } from './index.ts';
import { findUnlisted, unlisted } from './unlisted.ts';

const here = import.meta.dirname;

describe('the registry of games and rules versions', () => {
  it('finds every game at its current rules version, and no version it does not have', () => {
    for (const game of Object.values(games)) {
      expect(findGame(game.id)).toBe(game);
      expect(rulesFor(game.id, game.rulesVersion)).toBe(game);
      expect(rulesFor(game.id, game.rulesVersion + 1)).toBeUndefined();
    }
    expect(findGame('chess')).toBeUndefined();
    expect(findGame('__proto__')).toBeUndefined();
  });

  it('does not offer a game that is still unlisted (its table is not built)', () => {
    for (const id of Object.keys(unlisted)) expect(findGame(id), id).toBeUndefined();
  });

  it('keeps an engine for every rules version a golden game was recorded on, and it still replays it', () => {
    let count = 0;
    for (const folder of readdirSync(here)) {
      const golden = join(here, folder, 'golden');
      if (!existsSync(golden)) continue;
      for (const g of loadGolden(golden)) {
        const pending = findUnlisted(g.game);
        const engine = pending?.rulesVersion === g.rulesVersion ? pending : rulesFor(g.game, g.rulesVersion);
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
    expect(count).toBeGreaterThanOrEqual(Object.keys(games).length);
  });
});
