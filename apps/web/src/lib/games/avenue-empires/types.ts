/** The rules' public Avenue Empires types (types only: the web app never runs the rules). */
import type { AvenueAction, AvenueName } from '@turnpost/rules/avenue-empires';

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
  PlayerView,
} from '@turnpost/rules/avenue-empires';

export type ChooseTradeAction = Extract<AvenueAction, { type: 'chooseTrade' }>;
/** A legal build always names one of the three avenues (the schema takes any string and leaves that to the rules). */
export type ChooseBuildAction = Omit<Extract<AvenueAction, { type: 'chooseBuild' }>, 'avenue'> & { avenue: AvenueName };
