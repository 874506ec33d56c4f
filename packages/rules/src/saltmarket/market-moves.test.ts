/**
 * Spec §4.4 MARKET_TOP and MARKET_SWAP, as the log tells them: the good moved to the top (the goods above it drop one
 * slot) or the two goods swapped, named in goods order, with the market after; then the gain of 1 of each.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const texts = (log: { text: string }[]) => log.map((l) => l.text);
const waiting = (kind: 'MARKET_TOP' | 'MARKET_SWAP') =>
  table({ characters: ['forester', 'drover'], goods: [goods(0, 0, 0, 0), goods(0, 0, 0, 0)], market: ['fish', 'livestock', 'wood', 'stone'], step: kind, pending: [{ kind }] });

describe('the Price Crier, told', () => {
  it('stone to the top: stone, fish, livestock, wood; then 1 stone gained', () => {
    spec.given(waiting('MARKET_TOP')).when(0, { type: 'chooseGood', good: 'stone' }).then(({ state, log }) => {
      expect(texts(log).slice(0, 2)).toEqual(['@0 moves stone to the top of the market: the market is now stone, fish, livestock, wood.', '@0 gains 1 stone.']);
      expect(state.market).toEqual(['stone', 'fish', 'livestock', 'wood']);
    });
  });
});

describe('the Gossip Tavern, told', () => {
  it('wood and fish swapped (named fish and wood): wood, livestock, fish, stone; then 1 fish and 1 wood gained', () => {
    spec.given(waiting('MARKET_SWAP')).when(0, { type: 'swapMarket', goods: ['wood', 'fish'] }).then(({ state, log }) => {
      expect(texts(log).slice(0, 2)).toEqual(['@0 swaps fish and wood on the market: the market is now wood, livestock, fish, stone.', '@0 gains 1 fish, 1 wood.']);
      expect(state.market).toEqual(['wood', 'livestock', 'fish', 'stone']);
      expect(state.players[0]?.goods).toEqual(goods(1, 0, 1, 0));
    });
  });
});
