/** One colour per network type (River blue, Road ochre, Wall stone grey); untyped buildings are "civic" plum. */
import type { NetworkType } from './types.ts';

export type Tone = 'river' | 'road' | 'wall' | 'civic';

export function tonesOf(types: readonly NetworkType[]): Tone[] {
  return types.length === 0 ? ['civic'] : types.map((t) => t.toLowerCase() as Tone);
}

/** A CSS background splitting the card's colours evenly, e.g. River | Wall for the Aqueduct. */
export function stripeOf(types: readonly NetworkType[], soft = false): string {
  const tones = tonesOf(types);
  const suffix = soft ? '-soft' : '';
  if (tones.length === 1) return `var(--${tones[0]}${suffix})`;
  const step = 100 / tones.length;
  const stops = tones.map((t, i) => `var(--${t}${suffix}) ${i * step}% ${(i + 1) * step}%`);
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}

export function typesLabel(types: readonly NetworkType[]): string {
  return types.length === 0 ? 'no network' : types.join(' and ');
}
