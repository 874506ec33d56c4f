/** The rules' public Civ Builder types (the card table and scoring come in through model.ts). */
import type { OfType } from '$lib/kit/actions.ts';
import type { CivAction } from '@turnpost/rules/civ-builder';

export type {
  CivAction,
  CardId,
  CardType,
  CivView,
  ConstructView,
  Effect,
  Keyword,
  PlayerView,
  Pools,
  Row,
  StealSource,
  StoreEntry,
  Trait,
} from '@turnpost/rules/civ-builder';

export type ActionType = CivAction['type'];
export type ActionOf<T extends ActionType> = OfType<CivAction, T>;
