/**
 * Where keyboard focus goes next at the Arquetect table (used with the kit's `focusFirst`): after a new version,
 * the first control of the step this seat now acts in; within a turn, the choice that follows the one just made.
 * Lists of selectors in order of preference: the first visible, enabled match takes focus.
 */
import type { Field, Mode } from './narrowing.ts';
import type { Step } from './types.ts';

const HAND_CARD = '[data-hand] button[data-card-id]:not([disabled])';
const HAND_ANY = '[data-hand] [data-roving], [data-hand] button[data-card-id]';

/** After an update: the step's first control when this seat acts (`step`), else back into the seat's hand. */
export function nextFocus(step: Step | null): string[] {
  switch (step) {
    case 'act':
      return ['[data-mode]', '[data-action="pass"]'];
    case 'respond':
      return [HAND_CARD, '[data-action="decline"]'];
    case 'decide':
    case 'place':
      return ['[data-placement-preview] [data-gap]', '[data-action="accept"]', '[data-action="place"]'];
    case 'endTurn':
      return ['[data-action="end-turn"]', '[data-action="declare-done"]'];
    default:
      return [HAND_ANY, '[data-cities] [data-roving]'];
  }
}

const FIELD_FOCUS: Record<Field, string[]> = {
  card: [HAND_CARD],
  to: ['[data-recipient]'],
  position: ['[data-controls="act"] [data-gap]'],
  target: ['[data-target]'],
  index: ['[data-slot-pick]', '[data-hand] [data-swap]'],
  insertAt: ['[data-hand] [data-gap]'],
  remove: [HAND_CARD],
  give: [HAND_CARD],
  take: ['[data-take]'],
};

/**
 * After a pick in the act step: the next field's choices, or the confirm button once the action is complete. An
 * offer's cards are picked freely (one to three), so focus moves on only once its addressee is chosen.
 */
export function pickFocus(mode: Mode | null, next: Field | null, addressed: boolean): string[] {
  if (mode === null) return [];
  if (mode === 'offerTrade') return addressed ? ['[data-confirm="offerTrade"]'] : [];
  if (mode === 'useAbility' && next === 'card') return ['[data-ability-card]'];
  return next === null ? [`[data-confirm="${mode}"]`] : FIELD_FOCUS[next];
}
