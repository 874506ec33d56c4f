/**
 * Spec §6.2, §6.3 and §2: the game's tables know the 12 characters, their starting buildings, the 28 town buildings
 * and the four goods on the market; a lookup of anything else fails loudly rather than answering undefined.
 */
import { describe, expect, it } from 'vitest';
import { type TownBuildingId, townBuilding } from './buildings.ts';
import { type CharacterId, type StartingBuildingId, character, characterOfBuilding, isCharacterId } from './characters.ts';
import type { Good } from './goods.ts';
import { valueOf } from './market.ts';

describe('lookups of ids outside the tables', () => {
  it('a town building B29 does not exist', () => {
    expect(townBuilding('B28').name).toBe('Naval Academy');
    expect(() => townBuilding('B29' as TownBuildingId)).toThrow(/^no town building B29$/);
  });

  it('a character "wizard" and a starting building "S-wizard" do not exist', () => {
    expect(isCharacterId('mason')).toBe(true);
    expect(isCharacterId('wizard')).toBe(false);
    expect(isCharacterId(5)).toBe(false);
    expect(() => character('wizard' as CharacterId)).toThrow(/^no character wizard$/);
    expect(characterOfBuilding('S-mason').id).toBe('mason');
    expect(() => characterOfBuilding('S-wizard' as StartingBuildingId)).toThrow(/^no starting building S-wizard$/);
  });

  it('salt is not on the market: it has no value', () => {
    expect(valueOf(['fish', 'livestock', 'wood', 'stone'], 'stone')).toBe(2);
    expect(() => valueOf(['fish', 'livestock', 'wood', 'stone'], 'salt' as Good)).toThrow(/^salt is not on the market$/);
  });
});
