/**
 * What a card is (spec §1, §6): its category and its type. The card table (cards.ts) and the scoring terms
 * (terms.ts) both speak them, so they live here, apart from either.
 */

/** The five building categories, plus Hazard and Event (spec §1). */
export type Category = 'residential' | 'industry' | 'commerce' | 'civic' | 'nature' | 'hazard' | 'event';

/** Card types in canonical order (spec §6.2 then §6.3); a card id is `<type>-<k>`. */
export type CardType =
  | 'cottage'
  | 'apartment'
  | 'villa'
  | 'skyscraper'
  | 'factory'
  | 'workshop'
  | 'mine'
  | 'power-plant'
  | 'shop'
  | 'market'
  | 'bank'
  | 'mall'
  | 'town-hall'
  | 'school'
  | 'fire-station'
  | 'museum'
  | 'park'
  | 'forest'
  | 'lake'
  | 'garden'
  | 'fire'
  | 'heist'
  | 'renovation'
  | 'demolition'
  | 'exchange'
  | 'festival'
  | 'salvage';
