/**
 * Spec §5 payloads, declared once. The schema only fixes `type` and `player` (written from the seat token); every
 * other field is read as any JSON here and checked by the rules, because the spec orders its errors: the step
 * ("That action is not allowed now.") before a missing or mistyped field ("Malformed action."), before a bad good
 * name, before a bad amount. Unknown fields are dropped. What `apply` stores is the canonical form (payload.ts).
 */
import { z } from 'zod';
import type { TownBuildingId } from './buildings.ts';
import type { CharacterId } from './characters.ts';
import type { BuildingId } from './building-ids.ts';
import type { Good, GoodsMap } from './goods.ts';

const player = z.int();
const field = z.unknown().optional();

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setup'), player, character: field, goods: field }),
  z.object({ type: z.literal('move'), player, building: field, toll: field }),
  z.object({ type: z.literal('oddJobs'), player, good: field }),
  z.object({ type: z.literal('chooseGoods'), player, goods: field }),
  z.object({ type: z.literal('chooseGood'), player, good: field }),
  z.object({ type: z.literal('swapMarket'), player, goods: field }),
  z.object({ type: z.literal('trade'), player, give: field, get: field }),
  z.object({ type: z.literal('buy'), player, building: field, ship: field, keep: field }),
  z.object({ type: z.literal('skipBuy'), player }),
]);

/** An action as the platform parses it (fields not yet checked). */
export type SaltAction = z.infer<typeof actionSchema>;
export type ActionType = SaltAction['type'];

/** Actions in the spec's canonical form: what `legalActions` lists and `apply` stores. */
export type CanonicalAction =
  | { type: 'setup'; player: number; character: CharacterId; goods: GoodsMap }
  | { type: 'move'; player: number; building: BuildingId; toll?: Good }
  | { type: 'oddJobs'; player: number; good: Good }
  | { type: 'chooseGoods'; player: number; goods: GoodsMap }
  | { type: 'chooseGood'; player: number; good: Good }
  | { type: 'swapMarket'; player: number; goods: [Good, Good] }
  | { type: 'trade'; player: number; give: Good; get: Good }
  | { type: 'buy'; player: number; building: TownBuildingId; ship: Good[]; keep: Good[] }
  | { type: 'skipBuy'; player: number };

export type CanonicalOf<T extends ActionType> = Extract<CanonicalAction, { type: T }>;
