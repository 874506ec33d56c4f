/**
 * Moving the pawn (spec §4.2, §4.3): to a vacant building in play, never the one it stands on, paying the toll if
 * owed, and only if the action can then be taken. The checks run in the order of spec §5; the action's effects are
 * then queued and resolved (resolve.ts).
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, type RuleError, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { type BuildingId, actionOf, buildingLabel } from './building-ids.ts';
import { actionBlocked } from './feasibility.ts';
import { GOODS, type Good, withGood } from './goods.ts';
import { line, who, withAction } from './log.ts';
import { thenRunQueue } from './resolve.ts';
import { type SaltState, type SaltTransition, inPlay, pawnOn, playerOf, withFields, withGoods, withPlayer, withState } from './state.ts';
import { payToll, tollOwedTo } from './toll.ts';

type MoveAction = Extract<SaltAction, { type: 'move' }>;

/** Why `seat` may not move to `building` paying `toll`, or null: the checks of spec §5 in order after the id's. */
export function moveRefusal(state: SaltState, seat: Seat, building: BuildingId, toll: Good | undefined): RuleError | null {
  if (!inPlay(state, building)) return { code: 'E_NOT_IN_PLAY', message: 'That building is not in play.' };
  const standing = pawnOn(state, building);
  if (standing === seat) return { code: 'E_SAME_BUILDING', message: 'You must move to a different building.' };
  if (standing !== null) return { code: 'E_OCCUPIED', message: 'That building is occupied.' };
  const owner = tollOwedTo(state, seat, building);
  if (owner !== null && toll === undefined) return { code: 'E_TOLL_MISSING', message: 'Choose a good to pay the toll.' };
  if (owner === null && toll !== undefined) return { code: 'E_NO_TOLL', message: 'No toll is owed here.' };
  const player = playerOf(state, seat);
  if (toll !== undefined && player.goods[toll] < 1)
    return { code: 'E_CANNOT_PAY_TOLL', message: `You have no ${toll} to pay the toll.` };
  const afterToll = toll === undefined ? player : withGoods(player, withGood(player.goods, toll, -1));
  return actionBlocked(state, afterToll, building);
}

/** Every legal (building, toll), in a fixed order: display, then each seat's buildings; tolls in goods order. */
export function legalMoves(state: SaltState, seat: Seat): { building: BuildingId; toll?: Good }[] {
  const candidates: BuildingId[] = [...state.display, ...state.players.flatMap((p) => p.buildings)];
  const out: { building: BuildingId; toll?: Good }[] = [];
  for (const building of candidates) {
    if (tollOwedTo(state, seat, building) === null) {
      if (moveRefusal(state, seat, building, undefined) === null) out.push({ building });
      continue;
    }
    for (const toll of GOODS) if (moveRefusal(state, seat, building, toll) === null) out.push({ building, toll });
  }
  return out;
}

export function move(state: SaltState, seat: Seat, action: MoveAction, narrator: Narrator): Result<SaltTransition> {
  const { building: id, toll } = action;
  const refusal = moveRefusal(state, seat, id, toll);
  if (refusal) return err(refusal.code, refusal.message);
  const moved = withPlayer(state, seat, (p) => withFields(p, { pawn: id }));
  const first: SaltTransition = {
    state: withState(moved, { pending: [...actionOf(id)], fishBonusTaken: false }),
    log: [line(narrator, state, () => `${who(seat)} moves to ${buildingLabel(id)}.`)],
  };
  const owner = tollOwedTo(state, seat, id);
  const tolled = owner !== null && toll !== undefined ? narrator.andThen(first, (s) => payToll(s, seat, owner, toll, narrator)) : first;
  const canonical: MoveAction = toll === undefined ? { type: 'move', player: seat, building: id } : { type: 'move', player: seat, building: id, toll };
  return ok(withAction(thenRunQueue(tolled, narrator), canonical));
}
