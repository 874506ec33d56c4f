/**
 * A QR code as one SVG path, for a phone's camera to read a link off the screen. The encoding is qrcode-generator's
 * (Kazuhiko Arase's, MIT): no dependencies of its own and one small module, where the better-known `qrcode` package
 * pulls in yargs and pngjs (and theirs) for a command line and PNGs we do not use. It gives the modules and leaves the
 * drawing to us, so the code is markup Svelte owns (no `{@html}` of a library's string), scaled by CSS. Loaded only
 * when a carry dialog has a link to show (CarryDialog.svelte imports this module on demand).
 */
import qrcode from 'qrcode-generator';

/** Light modules around the code: the quiet zone a reader needs to find it (4, as the standard asks). */
const QUIET = 4;

export interface QrDrawing {
  /** The side of the square, in modules, quiet zone included (the SVG's viewBox). */
  size: number;
  /** The dark modules, each row's runs as rectangles. */
  path: string;
}

/** `text`'s QR code, at error correction M (15% of it may be unreadable: a glare, a crease on the screen). */
export function qrDrawing(text: string): QrDrawing {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col++;
      runs.push(`M${start + QUIET} ${row + QUIET}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + 2 * QUIET, path: runs.join('') };
}
