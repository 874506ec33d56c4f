/**
 * Landmark scoring (spec §2.6, §7): VP is evaluated only for landmarks built in the owner's play area; nothing else
 * scores. "Building of trait X" counts built buildings (Market* included) having X; "you own" is every card of
 * yours outside your trash pile; each "+k per …" bonus stops at +6.
 */
import { type CardId, type CardType, LANDMARK_BONUS_CAP, TRAITS, cardOf } from './cards.ts';
import type { Player } from './state.ts';

export interface LandmarkScore {
  id: CardId;
  vp: number;
}

/** Every card a player owns outside the trash pile: hand, deck, discard, play zone, constructs, assigned, stored. */
export function ownedCards(p: Player): CardId[] {
  const out = [...p.hand, ...p.deck, ...p.discard, ...p.play];
  for (const c of p.constructs) out.push(c.id, ...c.assigned, ...c.stored);
  return out;
}

const builtOfClass = (p: Player, cls: CardType['class']): CardType[] =>
  p.constructs.filter((c) => c.built && cardOf(c.id).class === cls).map((c) => cardOf(c.id));

/** The VP of one of `p`'s landmarks as things stand (0 while unbuilt). */
export function landmarkVp(p: Player, id: CardId): number {
  return p.constructs.some((c) => c.id === id && c.built) ? vpIfBuilt(p, id) : 0;
}

/** A "+k per …" bonus, stopped at +6. */
const capped = (n: number): number => Math.min(LANDMARK_BONUS_CAP, n);

/** The VP landmark `id` scores for `p` once built, with `p`'s other cards as they stand (0 for any other card). */
export function vpIfBuilt(p: Player, id: CardId): number {
  const rule = cardOf(id).vp;
  if (!rule) return 0;
  switch (rule.kind) {
    case 'flat':
      return rule.base;
    case 'per-building':
      return rule.base + capped(builtOfClass(p, 'building').filter((t) => t.traits.includes(rule.trait)).length);
    case 'per-commerce-civilians': {
      const n = ownedCards(p).map(cardOf).filter((t) => t.class === 'civilian' && !t.basic && t.traits.includes('Com')).length;
      return rule.base + capped(Math.floor(n / 2));
    }
    case 'per-trash':
      return rule.base + capped(Math.floor(p.trash.length / 2));
    case 'per-hero-trashed':
      return rule.base + capped(2 * p.trash.filter((c) => cardOf(c).class === 'hero').length);
    case 'per-trophy':
      return rule.base + capped(p.trophies);
    case 'per-other-landmark': {
      const others = p.constructs.filter((c) => c.built && c.id !== id && cardOf(c.id).class === 'landmark').length;
      return rule.base + capped(2 * others);
    }
    case 'all-traits': {
      const buildings = builtOfClass(p, 'building');
      const each = TRAITS.every((t) => buildings.some((b) => b.traits.includes(t)));
      return rule.base + (each ? rule.bonus : 0);
    }
  }
}

/** Each built landmark of `p` with its VP, in construct order. */
export function landmarkScores(p: Player): LandmarkScore[] {
  return p.constructs
    .filter((c) => c.built && cardOf(c.id).class === 'landmark')
    .map((c) => ({ id: c.id, vp: landmarkVp(p, c.id) }));
}

/** A player's VP: the sum over their built landmarks. */
export function vpOf(p: Player): number {
  return landmarkScores(p).reduce((sum, l) => sum + l.vp, 0);
}

/** Total printed cost of the cards a player owns (the second tie-break). */
export function ownedCost(p: Player): number {
  return ownedCards(p).reduce((sum, id) => sum + cardOf(id).cost, 0);
}
