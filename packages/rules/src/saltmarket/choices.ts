/**
 * The seat's legal actions in compact form (core/choices.ts, the view's `choices`): exactly `legalActions`. A buy
 * step can list thousands of buys (7 buildings × up to 743 shipment-and-keep pairs, spec §5), so there the keeps
 * of each shipment are one `multisetsOf` generator (each shipped good up to the units held, at most W in all),
 * and display buildings that afford the same shipments share one edge. Every other step is small and compacted
 * generically.
 */
import { type ChoiceEdge, type ChoiceNode, compactChoices, multisetsOf } from '../core/choices.ts';
import type { Seat } from '../core/engine.ts';
import { legalActions } from './legal.ts';
import { effectiveCost, keepLimit, moneyOf, shippable } from './purchase.ts';
import { buyTerms, subsets } from './shipment.ts';
import { type SaltState, playerOf } from './state.ts';

export function choices(state: SaltState, seat: Seat): ChoiceNode {
  const buying = state.phase === 'play' && seat === state.active && (state.step === 'BUY' || state.step === 'MAY_BUY');
  if (!buying) return compactChoices(legalActions(state, seat));
  const player = playerOf(state, seat);
  const terms = buyTerms(state);
  const limit = keepLimit(player, terms);
  const shipments = subsets(shippable(player, state.market));
  // buildings with the same affordable shipments share an edge
  const groups = new Map<string, { buildings: string[]; node: ChoiceNode }>();
  for (const building of state.display) {
    const cost = effectiveCost(player, building, terms);
    const node: ChoiceNode = shipments
      .filter((ship) => moneyOf(player, state.market, ship) >= cost)
      .map((ship): ChoiceEdge => ['ship', [ship], [['keep', multisetsOf(ship, ship.map((g) => player.goods[g]), limit), [0]]]]);
    if (node.length === 0) continue;
    const key = JSON.stringify(node);
    const group = groups.get(key);
    if (group) group.buildings.push(building);
    else groups.set(key, { buildings: [building], node });
  }
  const buys: ChoiceNode = [...groups.values()].map(({ buildings, node }): ChoiceEdge => ['building', buildings, node]);
  const edges: ChoiceNode = [];
  if (buys.length > 0) edges.push(['type', ['buy'], [['player', [seat], buys]]]);
  if (state.step === 'MAY_BUY') edges.push(['type', ['skipBuy'], [['player', [seat], [0]]]]);
  return edges;
}
