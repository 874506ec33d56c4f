/**
 * The sentence each step shows a player (describeTurn): spec §3.5 (the secret setup choice), §4 (a turn's steps:
 * move, then the decision awaited: GAIN_CHOICE, TRADE, MARKET_TOP, MARKET_SWAP, BUY, MAY_BUY) and §4.4 (what each
 * decision asks). A seat the game is not waiting for is told so.
 */
import { describe, expect, it } from 'vitest';
import { NOTHING_ASKED } from '../core/engine.ts';
import { aloud } from '../core/narrator.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

/**
 * The Drover (seat 0) to move, holding 5 fish and 2 wood; fish is in the top slot ($5). Display: the Trading Post
 * (TRADE), the Price Crier (MARKET_TOP), the Gossip Tavern (MARKET_SWAP), the Auction House (BUY, $2 off) and the
 * Counting House (GAIN_CHOICE 2). Every one of them, and his own Cattle Pen, is a legal move: 5 fish pay $5, more
 * than the Auction House's cheapest building ($4 − $2 = $2) and the Cattle Pen's (the $4 Trading Post).
 */
const atMove = (): SaltState =>
  table({
    characters: ['drover', 'fishwife'],
    goods: [goods(5, 0, 2, 0), goods(0, 0, 0, 0)],
    market: ['fish', 'livestock', 'wood', 'stone'],
    display: ['B16', 'B17', 'B18', 'B19', 'B22'],
  });

function said(state: SaltState, seat: number): string {
  if (!saltmarket.describeTurn) throw new Error('Saltmarket describes every turn');
  return saltmarket.describeTurn(state, seat);
}

describe('describeTurn: the sentence each step shows (spec §4)', () => {
  it('asks the active seat to move, and tells the other seat nothing is asked of them', () => {
    const s = atMove();
    expect(said(s, 0)).toBe('Your turn: move your pawn to a vacant building.');
    expect(said(s, 1)).toBe(NOTHING_ASKED);
    expect(NOTHING_ASKED).toBe('The game does not need anything from you right now.');
  });

  const decisions: [string, string, string][] = [
    ['B22', 'GAIN_CHOICE', 'Choose the goods you gain.'],
    ['B16', 'TRADE', 'Trade 2 of one good for 3 of another.'],
    ['B17', 'MARKET_TOP', 'Choose a good to move to the top of the market.'],
    ['B18', 'MARKET_SWAP', 'Choose two goods to swap on the market.'],
    ['B19', 'BUY', 'Ship goods and buy a building.'],
    ['S-drover', 'MAY_BUY', 'You may ship goods and buy a building.'],
  ];
  for (const [building, step, sentence] of decisions) {
    it(`at ${step} (a move to ${building}): "${sentence}"`, () => {
      const s = play(atMove(), 0, { type: 'move', building });
      expect(s.step).toBe(step);
      expect(said(s, 0)).toBe(sentence);
      expect(said(s, 1)).toBe(NOTHING_ASKED);
    });
  }

  it('in setup, asks each seat that has not chosen for its character and goods, and nothing of one that has', () => {
    let s = saltmarket.setup(2, {}, 'describe-turn', aloud).state;
    for (const seat of [0, 1]) expect(said(s, seat)).toBe('Choose your character and your starting goods.');
    const character = s.players[1]?.dealt[0];
    s = play(s, 1, { type: 'setup', character, goods: { fish: character === 'quartermaster' ? 6 : 3 } });
    expect(said(s, 0)).toBe('Choose your character and your starting goods.');
    expect(said(s, 1)).toBe(NOTHING_ASKED);
  });

  it('asks nothing of anyone once the game is over', () => {
    const over: SaltState = { ...atMove(), phase: 'over' };
    for (const seat of [0, 1]) expect(said(over, seat)).toBe(NOTHING_ASKED);
  });
});
