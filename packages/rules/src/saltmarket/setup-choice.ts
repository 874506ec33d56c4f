/**
 * The setup phase (spec §3.5): each seat sends a character (1 of its 2) and starting goods (3 units, 6 with the
 * Quartermaster), in secret and in any order. A seat may replace its choice until the last seat submits (at most
 * MAX_CHANGES times; after that "You have already chosen your setup."). The last submit reveals every choice at once:
 * characters, starting buildings and goods become public and play begins with the first seat in play order.
 */
import type { Seat } from '../core/engine.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { CanonicalOf, SaltAction } from './actions.ts';
import { type CharacterId, character, startingGoodsTotal } from './characters.ts';
import { goodsOf, goodsText } from './goods.ts';
import { line, listText, who } from './log.ts';
import { checkGoodNames, checkShapes, readGoodsMap } from './payload.ts';
import { MAX_CHANGES, type SaltState, type SaltTransition, playerOf, withFields, withPlayer, withState } from './state.ts';

type SetupAction = Extract<SaltAction, { type: 'setup' }>;

export function chooseSetup(state: SaltState, seat: Seat, action: SetupAction): Result<SaltTransition> {
  const shapes = checkShapes([
    [action.character, 'string'],
    [action.goods, 'goodsMap'],
  ]);
  if (!shapes.ok) return shapes;
  const names = checkGoodNames([action.goods]);
  if (!names.ok) return names;
  const goods = readGoodsMap(action.goods as Record<string, unknown>);
  if (!goods.ok) return goods;
  const player = playerOf(state, seat);
  if (player.choice !== null && player.changes >= MAX_CHANGES)
    return err('E_ALREADY_CHOSEN', 'You have already chosen your setup.');
  const chosen = action.character as string;
  if (!(player.dealt as string[]).includes(chosen))
    return err('E_NOT_DEALT', 'That character was not dealt to you.');
  const id = chosen as CharacterId;
  const need = startingGoodsTotal(id);
  const total = Object.values(goods.value).reduce((a, b) => a + (b ?? 0), 0);
  if (total !== need) return err('E_BAD_TOTAL', `Starting goods must total exactly ${need}.`);
  const changed = player.choice !== null;
  const next = withPlayer(state, seat, (p) => ({
    ...p,
    choice: { character: id, goods: goods.value },
    ready: true,
    changes: changed ? p.changes + 1 : p.changes,
  }));
  const said = line(state, changed ? `${who(seat)} has changed their setup choice.` : `${who(seat)} has chosen.`);
  const canonical: CanonicalOf<'setup'> = { type: 'setup', player: seat, character: id, goods: goods.value };
  if (!next.players.every((p) => p.ready)) return ok({ state: next, log: [said], action: canonical });
  const revealed = reveal(next);
  return ok({ state: revealed.state, log: [said, ...revealed.log], action: canonical });
}

/** Every choice becomes public at once; the first seat in play order moves first. */
function reveal(state: SaltState): SaltTransition {
  const players = state.players.map((p) => {
    if (!p.choice) throw new Error('reveal before every seat has chosen');
    const c = character(p.choice.character);
    return withFields(p, { character: c.id, goods: goodsOf(p.choice.goods), buildings: [c.startingBuilding.id], choice: null });
  });
  const next: SaltState = withState(state, { players, phase: 'play', step: 'move', active: state.order[0] ?? 0 });
  const log = state.order.map((seat) => {
    const p = playerOf(next, seat);
    const c = character(p.character as CharacterId);
    return line(state, `${who(seat)} is the ${c.name} (${c.startingBuilding.name}) and starts with ${goodsText(p.goods)}.`);
  });
  log.push(line(state, `Setup is complete: ${listText([who(next.active)])} takes the first turn.`));
  return { state: next, log };
}
