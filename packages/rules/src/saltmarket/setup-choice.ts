/**
 * The setup phase (spec §3.5): each seat sends a character (1 of its 2) and starting goods (3 units, 6 with the
 * Quartermaster), in secret and in any order. A seat may replace its choice until the last seat submits (at most
 * MAX_CHANGES times; after that "You have already chosen your setup."). The last submit reveals every choice at once:
 * characters, starting buildings and goods become public and play begins with the first seat in play order.
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { type CharacterId, character, startingGoodsTotal } from './characters.ts';
import { canonicalMap, goodsOf, goodsText, totalOf } from './goods.ts';
import { listText } from '../core/words.ts';
import { line, who } from './log.ts';
import { type SaltState, type SaltTransition, playerOf, withFields, withPlayer, withState } from './state.ts';

type SetupAction = Extract<SaltAction, { type: 'setup' }>;

/** A setup choice whose fields, change count and character are checked (check.ts): its total, then the choice. */
export function chooseSetup(state: SaltState, seat: Seat, action: SetupAction, narrator: Narrator): Result<SaltTransition> {
  const player = playerOf(state, seat);
  const id = action.character;
  const goods = canonicalMap(action.goods);
  const need = startingGoodsTotal(id);
  if (totalOf(goods) !== need) return err('E_BAD_TOTAL', `Starting goods must total exactly ${need}.`);
  const changed = player.choice !== null;
  const next = withPlayer(state, seat, (p) => ({
    ...p,
    choice: { character: id, goods },
    ready: true,
    changes: changed ? p.changes + 1 : p.changes,
  }));
  const said = line(narrator, state, changed ? `${who(seat)} has changed their setup choice.` : `${who(seat)} has chosen.`);
  const canonical: SetupAction = { type: 'setup', player: seat, character: id, goods };
  if (!next.players.every((p) => p.ready)) return ok({ state: next, log: [said], action: canonical });
  const revealed = reveal(next, narrator);
  return ok({ state: revealed.state, log: [said, ...revealed.log], action: canonical });
}

/** Every choice becomes public at once; the first seat in play order moves first. */
function reveal(state: SaltState, narrator: Narrator): SaltTransition {
  const players = state.players.map((p) => {
    if (!p.choice) throw new Error('reveal before every seat has chosen');
    const c = character(p.choice.character);
    return withFields(p, { character: c.id, goods: goodsOf(p.choice.goods), buildings: [c.startingBuilding.id], choice: null });
  });
  const next: SaltState = withState(state, { players, phase: 'play', step: 'move', active: state.order[0] ?? 0 });
  const log = state.order.map((seat) => {
    const p = playerOf(next, seat);
    const c = character(p.character as CharacterId);
    return line(narrator, state, `${who(seat)} is the ${c.name} (${c.startingBuilding.name}) and starts with ${goodsText(p.goods)}.`);
  });
  log.push(line(narrator, state, `Setup is complete: ${listText([who(next.active)])} takes the first turn.`));
  return { state: next, log };
}
