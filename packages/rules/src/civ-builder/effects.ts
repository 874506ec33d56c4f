/**
 * Resolving a card's values (spec §2.1): Money, Warfare, Trash, Return and Raid add to the player's pools; Research
 * draws at once; Steal registers the card as a steal source of that value this turn. Effects resolve left to right.
 * Also the flip of a construct (spec §4.3): once progress reaches its build cost, the assigned persons go to the
 * discard pile in assignment order, the construct is built and its Passive resolves.
 */
import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import { type CardId, type Effect, cardOf } from './cards.ts';
import { type Ctx, playerIn, say } from './context.ts';
import { draw } from './draw.ts';
import type { Construct } from './state.ts';
import { nameOf, progressOf } from './zones.ts';

export function resolve(ctx: Ctx, seat: Seat, effects: readonly Effect[], source: CardId): void {
  const p = playerIn(ctx, seat);
  for (const e of effects) {
    switch (e.kind) {
      case 'money':
        p.pools.money += e.n;
        break;
      case 'warfare':
        p.pools.warfare += e.n;
        break;
      case 'trash':
        p.pools.trash += e.n;
        break;
      case 'return':
        p.pools.ret += e.n;
        break;
      case 'raid':
        p.pools.raid += e.n;
        break;
      case 'steal':
        p.stealSources.push({ id: source, value: e.n, used: false });
        break;
      case 'research':
        draw(ctx, seat, e.n);
        break;
      default:
        assertNever(e.kind);
    }
  }
}

/** Flips `construct` if its progress reaches the build cost (checked after each assign or bonus). */
export function completeIfBuilt(ctx: Ctx, seat: Seat, construct: Construct): void {
  const type = cardOf(construct.id);
  if (construct.built || progressOf(construct) < type.buildCost) return;
  const p = playerIn(ctx, seat);
  p.discard.push(...construct.assigned);
  construct.assigned = [];
  construct.bonus = 0;
  construct.built = true;
  say(ctx, `@${seat} completes the ${nameOf(construct.id)}.`);
  resolve(ctx, seat, type.effects, construct.id);
}
