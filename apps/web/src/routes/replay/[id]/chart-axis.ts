/** A round ceiling for a chart axis and its tick values (0, 10, 20 … or 0, 2, 4 …). */
export function axisOf(max: number, ticks = 4): { top: number; values: number[] } {
  if (max <= 0) return { top: 4, values: [0, 1, 2, 3, 4] };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const top = Math.ceil(max / step) * step;
  const values: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) values.push(Math.round(v * 100) / 100);
  return { top, values };
}
