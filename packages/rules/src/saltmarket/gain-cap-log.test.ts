/**
 * Spec §2 and §4.4, as the log tells a building action's gain: how many units the cap of 6 took, only when it took
 * some; and the Fishwife's extra fish, after the effect that gained fish, lost when she already holds 6. Her knack is
 * once per action: the state records it taken while the action waits on a later decision.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const texts = (log: { text: string }[]) => log.map((l) => l.text);
// The Crab Shack (B01) gains 2 fish.
const atCrabShack = (character: 'forester' | 'fishwife', fish: number) =>
  table({ characters: [character, 'drover'], goods: [goods(fish, 0, 0, 0), goods(0, 0, 0, 0)], display: ['B01', 'B02', 'B03', 'B04', 'B05'] });

describe('a gain told with what the cap took', () => {
  it('3 + 2 fish fit: nothing said of the cap', () => {
    spec.given(atCrabShack('forester', 3)).when(0, { type: 'move', building: 'B01' }).then(({ log }) => {
      expect(texts(log).slice(0, 2)).toEqual(['@0 moves to the Crab Shack.', '@0 gains 2 fish.']);
    });
  });

  it('5 + 2 fish: 1 lost; 6 + 2 fish: 2 lost', () => {
    spec.given(atCrabShack('forester', 5)).when(0, { type: 'move', building: 'B01' }).then(({ log }) => {
      expect(texts(log)[1]).toBe('@0 gains 2 fish (1 lost to the cap of 6).');
    });
    spec.given(atCrabShack('forester', 6)).when(0, { type: 'move', building: 'B01' }).then(({ log }) => {
      expect(texts(log)[1]).toBe('@0 gains 2 fish (2 lost to the cap of 6).');
    });
  });
});

describe("the Fishwife's knack, told", () => {
  it('2 + 2 fish, then 1 more: 5, nothing lost', () => {
    spec.given(atCrabShack('fishwife', 2)).when(0, { type: 'move', building: 'B01' }).then(({ state, log }) => {
      expect(texts(log).slice(1, 3)).toEqual(['@0 gains 2 fish.', "The Fishwife's knack: @0 gains 1 more fish."]);
      expect(state.players[0]?.goods.fish).toBe(5);
    });
  });

  it('at her Smokehouse with 5 fish: 5 + 1 = 6, the knack\'s fish is lost; the optional buy waits, the knack taken', () => {
    // fish sits in the top slot ($5, 5 needed): 6 fish ship for $5 ≥ the Crab Shack's $3, so a buy is possible
    spec.given(atCrabShack('fishwife', 5)).when(0, { type: 'move', building: 'S-fishwife' }).then(({ state, log }) => {
      expect(texts(log).slice(1, 3)).toEqual(['@0 gains 1 fish.', "The Fishwife's knack: @0 gains 1 more fish (lost to the cap of 6)."]);
      expect(state.players[0]?.goods.fish).toBe(6);
      expect(state.step).toBe('MAY_BUY');
      expect(state.fishBonusTaken).toBe(true);
    });
  });
});
