/** How the HTTP benchmark prints its figures: percentiles of a sample, fixed decimals, a target met or missed. */

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** The sample's `p` quantile (0.5: the median), nearest rank; 0 for an empty sample. */
export const pct = (xs: number[], p: number) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p + 0.5))] ?? 0;
};

export const f = (x: number, d = 1) => x.toFixed(d);

export const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
