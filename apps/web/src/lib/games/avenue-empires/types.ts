/** The rules' public Avenue Empires types (types only: the web app never runs the rules). */
import type { AvenueAction } from '@turnpost/rules/avenue-empires';

export type {
  AvenueAction,
  AvenueName,
  AvenueView,
  BuiltCardView,
  CardType,
  CatalogueEntry,
  Choice,
  NetworkType,
  Phase,
  SeatDetails,
  CardScore,
  SeatView as AvenueSeatView,
} from '@turnpost/rules/avenue-empires';

export type ChooseTradeAction = Extract<AvenueAction, { type: 'chooseTrade' }>;
export type ChooseBuildAction = Extract<AvenueAction, { type: 'chooseBuild' }>;
