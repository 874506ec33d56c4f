/** The rules' public Saltmarket types (the card tables and the buy preview come in through model.ts). */
import type { OfType } from '$lib/kit/actions.ts';
import type { SaltAction } from '@turnpost/rules/saltmarket';

/** The legal actions of one type, for the control that offers them: `ActionOf<'buy'>`. */
export type ActionOf<T extends SaltAction['type']> = OfType<SaltAction, T>;

export type {
  BuildingId,
  BuildingSymbol,
  BuyPreview,
  SaltAction,
  Character,
  CharacterId,
  Effect,
  Good,
  Goods,
  GoodsMap,
  PlayerView,
  SaltView,
  SeatDetails,
  Step,
  TownBuilding,
  TownBuildingId,
} from '@turnpost/rules/saltmarket';
