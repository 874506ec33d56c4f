/** The colours of the four goods and the symbols, and the words the table uses for the steps of a turn. */
import type { BuildingSymbol, Good, Step } from './types.ts';

/** Each good's counter colour; white text on each is above 4.5:1 (WCAG AA). */
export const GOOD_COLOURS: Record<Good, string> = {
  fish: '#22628f',
  livestock: '#8c3b2e',
  wood: '#6b4a16',
  stone: '#4d5761',
};

export const SYMBOL_COLOURS: Record<BuildingSymbol, string> = {
  coin: '#8a6412',
  anchor: '#22628f',
  hat: '#1f2a37',
  warehouse: '#5b4a8a',
};

/** A step as the action bar heads it. */
export const STEP_TITLES: Record<Step, string> = {
  move: 'Move your pawn',
  GAIN_CHOICE: 'Choose the goods you gain',
  TRADE: 'Trade goods',
  MARKET_TOP: 'Move a good to the top of the market',
  MARKET_SWAP: 'Swap two goods on the market',
  BUY: 'Ship goods and buy a building',
  MAY_BUY: 'You may ship goods and buy a building',
};
