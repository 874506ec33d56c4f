/** The score chart's data: which steps to sample, and each seat's score in a view (when the game shows one). */

/**
 * Steps 0, k, 2k, … and the last one, at most about `points` of them: enough for a smooth line without asking the
 * server for every step of a long game.
 */
export function sampleSteps(version: number, points = 48): number[] {
  const every = Math.max(1, Math.ceil(version / points));
  const steps: number[] = [];
  for (let s = 0; s < version; s += every) steps.push(s);
  steps.push(version);
  return steps;
}

/** Each seat's score when the view lists seats with a numeric `score` (Avenue Empires does); else null. */
export function seatScores(view: unknown): number[] | null {
  const seats = (view as { seats?: unknown } | null)?.seats;
  if (!Array.isArray(seats) || seats.length === 0) return null;
  const scores = seats.map((s) => (s as { score?: unknown } | null)?.score);
  return scores.every((s): s is number => typeof s === 'number' && Number.isFinite(s)) ? scores : null;
}

/** A round ceiling for the y axis and its tick values (0, 10, 20 … or 0, 2, 4 …). */
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

/** The score at `step` from the samples: the nearest sample at or before it. */
export function scoresAt(samples: ReadonlyMap<number, number[]>, step: number): number[] | null {
  let best = -1;
  for (const s of samples.keys()) if (s <= step && s > best) best = s;
  return best >= 0 ? (samples.get(best) ?? null) : null;
}
