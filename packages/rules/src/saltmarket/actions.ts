/**
 * Spec §5 payloads, declared once with their real field types; each action's type is inferred from its schema. The
 * schema runs after the spec's ordered checks of the raw input (check.ts: the step, then a malformed field, a bad
 * good name, a bad amount …), so it cannot fail on a checked input. Unknown fields are dropped. What `apply` stores
 * is the canonical form (goods maps without zeros, goods in canonical order): what `legalActions` lists.
 */
import { z } from 'zod';
import { actionTypes } from '../core/actions.ts';
import { TOWN_BUILDING_IDS } from './buildings.ts';
import { CHARACTERS, CHARACTER_IDS } from './characters.ts';
import { GOODS, GOODS_CAP } from './goods.ts';

const player = z.int();
const good = z.enum(GOODS);
const amount = z.int().min(0).max(GOODS_CAP).optional();
/** `GoodsMap`: whole numbers 0–6, missing means 0. */
const goodsMap = z.object({ fish: amount, livestock: amount, wood: amount, stone: amount });
const townBuildingId = z.enum(TOWN_BUILDING_IDS);
const buildingId = z.union([townBuildingId, z.enum(CHARACTERS.map((c) => c.startingBuilding.id))]);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setup'), player, character: z.enum(CHARACTER_IDS), goods: goodsMap }),
  z.object({ type: z.literal('move'), player, building: buildingId, toll: good.optional() }),
  z.object({ type: z.literal('oddJobs'), player, good }),
  z.object({ type: z.literal('chooseGoods'), player, goods: goodsMap }),
  z.object({ type: z.literal('chooseGood'), player, good }),
  z.object({ type: z.literal('swapMarket'), player, goods: z.tuple([good, good]) }),
  z.object({ type: z.literal('trade'), player, give: good, get: good }),
  z.object({ type: z.literal('buy'), player, building: townBuildingId, ship: z.array(good), keep: z.array(good).optional() }),
  z.object({ type: z.literal('skipBuy'), player }),
]);

export type SaltAction = z.infer<typeof actionSchema>;
export type ActionType = SaltAction['type'];

/** Every action type, for the unknown-type check before the schema. */
export const ACTION_TYPES: ReadonlySet<string> = actionTypes(actionSchema);
