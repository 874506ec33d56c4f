import { describe, expect, it } from 'vitest';
import { TOWN_BUILDINGS } from './buildings.ts';
import { CHARACTERS } from './characters.ts';

describe('building names', () => {
  it('are unique among town and starting buildings, so the log names a building without its id', () => {
    const names = [...TOWN_BUILDINGS.map((b) => b.name), ...CHARACTERS.map((c) => c.startingBuilding.name)];
    expect(names).toHaveLength(40);
    expect(new Set(names).size).toBe(names.length);
  });
});
