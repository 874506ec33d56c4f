import { describe, expect, it } from 'vitest';
import { cardAnchor, rulesHref } from './rules-href.ts';

describe('rulesHref', () => {
  it('links a game’s rules page, or one card on it', () => {
    expect(rulesHref('arquetect')).toBe('/rules/arquetect');
    expect(rulesHref('arquetect', 'fire-station')).toBe('/rules/arquetect#card-fire-station');
    expect(cardAnchor('tunnel')).toBe('card-tunnel');
  });

  it('keeps an odd game id inside the path', () => {
    expect(rulesHref('a/b c')).toBe('/rules/a%2Fb%20c');
  });
});
