import { describe, expect, it } from 'vitest';
import { CARD_COUNT, CARD_TYPES, type CardType, cardOf, idsOf, isConstruct, isPerson, typeInfo } from './cards.ts';

const copies = (keep: (t: CardType) => boolean) => CARD_TYPES.filter(keep).reduce((n, t) => n + t.copies, 0);
const primary = (cls: CardType['class'], trait: string) =>
  copies((t) => t.class === cls && !t.basic && t.traits[0] === trait);

describe('the card table (spec §1–2)', () => {
  it('holds 325 cards in the groups of §1', () => {
    expect(CARD_COUNT).toBe(325);
    expect(copies((t) => t.class === 'civilian' && !t.basic)).toBe(160);
    expect(CARD_TYPES.filter((t) => t.class === 'civilian' && !t.basic)).toHaveLength(21);
    expect(copies((t) => t.class === 'hero')).toBe(18);
    expect(copies((t) => t.class === 'building' && !t.basic)).toBe(88);
    expect(CARD_TYPES.filter((t) => t.class === 'building' && !t.basic)).toHaveLength(18);
    expect(copies((t) => t.class === 'landmark')).toBe(15);
    expect(CARD_TYPES.filter((t) => t.class === 'landmark')).toHaveLength(10);
    expect(copies((t) => t.basic && t.class === 'civilian')).toBe(40);
    expect(copies((t) => t.basic && t.class === 'building')).toBe(4);
  });

  it('splits civilians and buildings by primary trait as §2.3 and §2.5 count them', () => {
    expect([primary('civilian', 'Com'), primary('civilian', 'Cul'), primary('civilian', 'Con')]).toEqual([54, 54, 52]);
    expect([primary('building', 'Com'), primary('building', 'Cul'), primary('building', 'Con')]).toEqual([30, 29, 29]);
  });

  it('numbers copies consecutively in table order', () => {
    expect(idsOf('worker')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, ...Array.from({ length: 24 }, (_, i) => 8 + i)]);
    expect(cardOf(32).type).toBe('trader');
    expect(cardOf(40).type).toBe('market');
    expect(cardOf(44).type).toBe('labourer');
    expect(cardOf(324).type).toBe('forum');
    expect(() => cardOf(325)).toThrow();
  });

  it('reads the rows of the tables faithfully', () => {
    const smuggler = cardOf(idsOf('smuggler')[0] ?? -1);
    expect(smuggler).toMatchObject({ cost: 4, traits: ['Com', 'Con'], text: 'Money 2. Steal 2.' });
    expect(cardOf(idsOf('merchant')[0] ?? -1).build).toEqual({ mode: 'plus', n: 1 });
    expect(cardOf(idsOf('builder')[0] ?? -1).build).toEqual({ mode: 'alt', n: 3 });
    expect(cardOf(idsOf('harbour')[0] ?? -1)).toMatchObject({ strength: 5, buildCost: 5, store: { perTurn: 1, total: 2, traits: ['Com', 'Con'] } });
    expect(cardOf(idsOf('walls')[0] ?? -1)).toMatchObject({ walls: true, strength: 6, buildCost: 3 });
    expect(cardOf(idsOf('master-builder')[0] ?? -1).masterBuilder).toBe(8);
    expect(cardOf(idsOf('colossus')[0] ?? -1)).toMatchObject({ cost: 9, strength: 10, buildCost: 12, vp: { kind: 'flat', base: 9 } });
  });

  it('gives every construct a strength of 2 or more (legal.ts lists no attack without warfare)', () => {
    expect(Math.min(...CARD_TYPES.filter((t) => t.class === 'building' || t.class === 'landmark').map((t) => t.strength))).toBe(2);
  });

  it('has five store buildings, each Store 1/2 (store-maps.ts and end-turn.ts rely on one card a turn)', () => {
    const stores = CARD_TYPES.filter((t) => t.store !== null).map((t) => [t.type, t.store?.perTurn, t.store?.total]);
    expect(stores).toEqual([['warehouse', 1, 2], ['harbour', 1, 2], ['school', 1, 2], ['monastery', 1, 2], ['barracks', 1, 2]]);
  });

  it('persons are civilians and heroes (spec §2: they can be played and stored), constructs buildings and landmarks', () => {
    const [worker, warlord, market, bazaar] = [typeInfo('worker'), typeInfo('warlord'), typeInfo('market'), typeInfo('grand-bazaar')];
    expect([worker, warlord, market, bazaar].map((t) => [t.class, isPerson(t), isConstruct(t)])).toEqual([
      ['civilian', true, false], ['hero', true, false], ['building', false, true], ['landmark', false, true],
    ]);
  });

  it('throws on what is no card: an id out of the table, an unknown type (a bug, never player input)', () => {
    expect(() => cardOf(CARD_COUNT)).toThrow(`no card ${CARD_COUNT}`);
    expect(() => cardOf(-1)).toThrow('no card -1');
    expect(() => idsOf('dragon' as never)).toThrow('no card type dragon');
    expect(() => typeInfo('dragon' as never)).toThrow('no card type dragon');
  });
});
