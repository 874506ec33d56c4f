/**
 * Where keyboard focus goes next at the Avenue Empires table, in order of preference (see $lib/kit/focus-after.ts):
 * after picking a card, the first Give button whose pile is still empty (or the first avenue to build in); after an
 * update that took the focused control away, the current step's controls, else the hand.
 */
export const CARD_IN_HAND = '[data-hand] button[data-card-id]';
export const FIRST_CARD = '[data-hand] [data-card-id]';

export const cardInHand = (id: string) => `[data-hand] button[data-card-id="${id}"]`;

export const NEXT_AFTER_PICK = {
  trading: ['[data-trade-slot][data-empty="true"]', '[data-trade-slot]'],
  building: ['[data-build-avenue]'],
} as const;

export const NEXT_AFTER_UPDATE = [CARD_IN_HAND, '[data-action="confirm-trade"]', FIRST_CARD, '[data-game-over] [data-replay-link]', '[data-game-over] h2'];
