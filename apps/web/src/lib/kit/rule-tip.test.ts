import { describe, expect, it } from 'vitest';
import { placement } from './rule-tip.ts';

describe('a rule popup placement', () => {
  const viewport = { width: 390, height: 844 };
  it('sits centred above a card with room above', () => {
    expect(placement({ left: 100, top: 400, bottom: 520, width: 90 }, { width: 200, height: 80 }, viewport)).toEqual({ left: 45, top: 312 });
  });
  it('goes below a card at the top of the screen', () => {
    expect(placement({ left: 100, top: 20, bottom: 140, width: 90 }, { width: 200, height: 80 }, viewport).top).toBe(148);
  });
  it('goes below a card rather than cover the status banner above it', () => {
    const banner = { top: 60, bottom: 180 };
    expect(placement({ left: 100, top: 200, bottom: 320, width: 90 }, { width: 200, height: 80 }, viewport, 8, banner).top).toBe(328);
    // with the banner scrolled further up, above is free again
    expect(placement({ left: 100, top: 400, bottom: 520, width: 90 }, { width: 200, height: 80 }, viewport, 8, banner).top).toBe(312);
  });
  it('stays inside a phone screen at either edge', () => {
    expect(placement({ left: 0, top: 400, bottom: 500, width: 60 }, { width: 300, height: 80 }, viewport).left).toBe(8);
    expect(placement({ left: 350, top: 400, bottom: 500, width: 40 }, { width: 300, height: 80 }, viewport).left).toBe(82);
  });
});
