/** One colour per card category, and the words the table uses for categories, steps and abilities. */
import type { AbilityKind, Category, Step } from './types.ts';

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

/** An event's ability in plain words (the catalogue's text names payload fields). */
export const ABILITY_TEXT: Record<AbilityKind, string> = {
  heist: "Steal the card at any position of another player's hand (you see only the backs) into any gap of yours.",
  renovation: 'Swap two neighbouring cards of yours.',
  demolition: 'Move one other card of yours to the public rubble pile.',
  exchange: "Swap one of your cards with the card at any position of another player's hand; each takes the other's place.",
  festival: 'Everyone still playing passes their rightmost card clockwise; it arrives at the left end.',
  salvage: 'Take a card from the rubble pile into any gap of your hand.',
};
