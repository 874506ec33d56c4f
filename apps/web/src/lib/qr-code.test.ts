import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr-code.ts';

/** The dark modules a drawing's path covers, as "row,col" (quiet zone included in the numbering). */
function darkModules(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark.add(`${y},${Number(x) + i}`);
  }
  return dark;
}

describe('qrDrawing', () => {
  const link = 'https://turnpost.example/carry#AbCdEfGhIjKlMnOpQrStUv';

  it('fits a carry link in a small code with its quiet zone', () => {
    const { size } = qrDrawing(link);
    // version 4 (33 modules) holds up to 62 bytes at level M; the link is 53
    expect(size).toBe(33 + 8);
  });

  it('draws the three finder squares where a reader looks for them', () => {
    const { size, path } = qrDrawing(link);
    const dark = darkModules(path);
    const last = size - 4 - 1;
    for (const [row, col] of [
      [4, 4],
      [4, last],
      [last, 4],
    ] as const) {
      expect(dark.has(`${row},${col}`)).toBe(true);
    }
    // the quiet zone stays light
    expect([...dark].some((m) => m.startsWith('3,') || m.endsWith(',3'))).toBe(false);
  });

  it('draws the same link the same way, and another link differently', () => {
    expect(qrDrawing(link)).toEqual(qrDrawing(link));
    expect(qrDrawing(`${link}x`).path).not.toBe(qrDrawing(link).path);
  });
});
