/**
 * The four goods and a player's goods track (spec §2). Counts live in 0..6: gains stop at the cap and the excess is
 * lost; a payment is only ever made in full (the move that needs it is refused otherwise).
 */

export type Good = 'fish' | 'livestock' | 'wood' | 'stone';

/** The canonical order, for the UI, lists and canonical actions. */
export const GOODS: readonly Good[] = ['fish', 'livestock', 'wood', 'stone'];

/** Nobody holds more than this of any good. */
export const GOODS_CAP = 6;

/** A player's goods track: every good present. */
export type Goods = Record<Good, number>;

/** Goods as payloads and the table write them: missing means 0 (canonically, zeros are left out). */
export type GoodsMap = Partial<Record<Good, number>>;

export const isGood = (value: unknown): value is Good => typeof value === 'string' && (GOODS as string[]).includes(value);

export const noGoods = (): Goods => ({ fish: 0, livestock: 0, wood: 0, stone: 0 });

/** A full track from a map (missing = 0). */
export function goodsOf(map: GoodsMap): Goods {
  return { fish: map.fish ?? 0, livestock: map.livestock ?? 0, wood: map.wood ?? 0, stone: map.stone ?? 0 };
}

/** The canonical map: canonical order, no zeros. */
export function canonicalMap(goods: GoodsMap): GoodsMap {
  const out: GoodsMap = {};
  for (const g of GOODS) if ((goods[g] ?? 0) > 0) out[g] = goods[g];
  return out;
}

export const totalOf = (goods: GoodsMap): number => GOODS.reduce((sum, g) => sum + (goods[g] ?? 0), 0);

/** Adds each good, capped at 6 (the excess is lost). */
export function gain(goods: Goods, add: GoodsMap): Goods {
  return {
    fish: Math.min(GOODS_CAP, goods.fish + (add.fish ?? 0)),
    livestock: Math.min(GOODS_CAP, goods.livestock + (add.livestock ?? 0)),
    wood: Math.min(GOODS_CAP, goods.wood + (add.wood ?? 0)),
    stone: Math.min(GOODS_CAP, goods.stone + (add.stone ?? 0)),
  };
}

/** `goods` with `delta` more (or fewer) of one good, uncapped: a payment the caller has checked. */
export function withGood(goods: Goods, good: Good, delta: number): Goods {
  return {
    fish: good === 'fish' ? goods.fish + delta : goods.fish,
    livestock: good === 'livestock' ? goods.livestock + delta : goods.livestock,
    wood: good === 'wood' ? goods.wood + delta : goods.wood,
    stone: good === 'stone' ? goods.stone + delta : goods.stone,
  };
}

/** Whether `goods` covers the whole `bundle` (payments are all or nothing). */
export const covers = (goods: Goods, bundle: GoodsMap): boolean => GOODS.every((g) => goods[g] >= (bundle[g] ?? 0));

/** Subtracts a bundle the caller has checked with `covers`. */
export function pay(goods: Goods, bundle: GoodsMap): Goods {
  const out: Goods = {
    fish: goods.fish - (bundle.fish ?? 0),
    livestock: goods.livestock - (bundle.livestock ?? 0),
    wood: goods.wood - (bundle.wood ?? 0),
    stone: goods.stone - (bundle.stone ?? 0),
  };
  if (out.fish < 0 || out.livestock < 0 || out.wood < 0 || out.stone < 0)
    throw new Error(`payment of ${JSON.stringify(bundle)} below zero`);
  return out;
}

/** Every map over the four goods totalling exactly `n`, canonical, in a fixed order (for legal actions). */
export function mapsTotalling(n: number): GoodsMap[] {
  const out: GoodsMap[] = [];
  for (let f = n; f >= 0; f--)
    for (let l = n - f; l >= 0; l--)
      for (let w = n - f - l; w >= 0; w--) out.push(canonicalMap({ fish: f, livestock: l, wood: w, stone: n - f - l - w }));
  return out;
}

/** "2 fish, 1 wood" (canonical order; "nothing" for an empty bundle). */
export function goodsText(goods: GoodsMap): string {
  let text = '';
  for (const g of GOODS) {
    const n = goods[g] ?? 0;
    if (n > 0) text += text === '' ? `${n} ${g}` : `, ${n} ${g}`;
  }
  return text === '' ? 'nothing' : text;
}
