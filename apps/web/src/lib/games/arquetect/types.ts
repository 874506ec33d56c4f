/** The rules' public Arquetect types (the card catalogue itself comes in through model.ts). */
import type { OfType } from '$lib/kit/actions.ts';
import type { ArquetectAction, ArquetectView, CatalogueEntry, OfferView, PlayerView } from '@turnpost/rules/arquetect';

export type {
  ArquetectAction,
  ArquetectView,
  CardType,
  CatalogueEntry,
  Category,
  OfferView,
  PlayerView,
  ScoreSheet,
  SlotView,
  Step,
} from '@turnpost/rules/arquetect';

/** A card whose identity the viewer knows (own hand, rubble, every hand at game over). */
export type KnownSlot = NonNullable<ArquetectView['hand']>[number];
/** A card named aloud in a trade: its id only for its giver. */
export type NamedCard = OfferView['cards'][number];
export type AbilityKind = NonNullable<CatalogueEntry['ability']>['kind'];
export type ActionType = ArquetectAction['type'];
export type ActionOf<T extends ActionType> = OfType<ArquetectAction, T>;
export type CardScore = NonNullable<PlayerView['score']>['cards'][number];
