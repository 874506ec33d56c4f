/** One colour per card category, and the words the table uses for categories, steps and abilities. */
import type { Category, Step } from './types.ts';

export interface Tone {
  strong: string;
  soft: string;
  /** Text colour on `strong`. */
  ink: string;
}

export const TONES: Record<Category, Tone> = {
  residential: { strong: '#b34e5d', soft: '#f7e0e3', ink: '#fff' },
  industry: { strong: '#56636f', soft: '#e2e6ea', ink: '#fff' },
  commerce: { strong: '#bd8617', soft: '#f7ebcb', ink: '#1d2633' },
  civic: { strong: '#4f5fae', soft: '#e1e5f6', ink: '#fff' },
  nature: { strong: '#3a8350', soft: '#dbeedd', ink: '#fff' },
  hazard: { strong: '#d0461b', soft: '#fbe0d3', ink: '#fff' },
  event: { strong: '#7a4c9c', soft: '#ece1f4', ink: '#fff' },
};

/** Inline custom properties a card, chip or swatch reads as `var(--tone)` and `var(--tone-soft)`. */
export function toneStyle(category: Category): string {
  const tone = TONES[category];
  return `--tone: ${tone.strong}; --tone-soft: ${tone.soft}; --tone-ink: ${tone.ink}`;
}

export const STEP_ORDER: readonly Exclude<Step, 'gameOver'>[] = ['act', 'respond', 'decide', 'place', 'endTurn'];

export const STEP_NAMES: Record<Step, string> = {
  act: 'Act',
  respond: 'Respond',
  decide: 'Decide',
  place: 'Place',
  endTurn: 'End turn',
  gameOver: 'Game over',
};
