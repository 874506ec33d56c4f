/**
 * Spec §5's checks before the typed action, in order: the general ones (`gate`: game over, not your turn), then on
 * the raw input (`check`): an unknown type, "Take stored cards first." in the start phase, then each action's checks
 * up to the kind of its last field (a field of the wrong kind is "Unknown action."; an unknown row, an empty slot,
 * a mode or construct that is not right are the spec's own refusals). The schema then cannot fail; each action's
 * remaining checks are its file's.
 */
import type { RawAction, Seat } from '../core/engine.ts';
import { type Result, type RuleError, assertNever } from '../core/result.ts';
import { ACTION_TYPES, type ActionType } from './actions.ts';
import { cardOf } from './cards.ts';
import { refuse } from './errors.ts';
import { absent, isIdList, isInt, isStoreList } from './payload.ts';
import { AGING_ROWS, type CivState, ROWS, type Row } from './state.ts';
import { playerOf } from './zones.ts';

const failure = (r: Result<never>): RuleError => (r.ok ? { code: 'E_BUG', message: 'no error' } : r.error);

export function gate(state: CivState, seat: Seat): RuleError | null {
  if (state.over) return failure(refuse.gameOver());
  // only the active seats have a phase (turn-start.ts), and a seat that ended its turn is done
  const phase = state.phase[seat];
  if (phase !== 'play' && phase !== 'start') return failure(refuse.notYourTurn());
  return null;
}

const isActionType = (type: unknown): type is ActionType => ACTION_TYPES.has(type as string);

export const isRow = (v: unknown): v is Row => ROWS.includes(v as Row);

export function check(state: CivState, seat: Seat, input: RawAction): RuleError | null {
  const type = input.type;
  // spec §5's order: at a turn's start every other type, an unknown one too, is refused first
  if (state.phase[seat] === 'start' && type !== 'takeStored') return failure(refuse.takeStoredFirst());
  // an unknown type, or none, is a malformed payload in the spec's words
  if (!isActionType(type)) return failure(refuse.unknownAction());
  const refusal = fieldsRefusal(state, seat, type, input);
  return refusal === null ? null : failure(refusal);
}

const unknown = (malformed: boolean): Result<never> | null => (malformed ? refuse.unknownAction() : null);

/** One action type's checks before its fields have the schema's kinds, in the spec's order. */
function fieldsRefusal(state: CivState, seat: Seat, type: ActionType, a: RawAction): Result<never> | null {
  switch (type) {
    case 'takeStored':
    case 'return':
      return unknown(!isIdList(a.cards));
    case 'play':
      return isInt(a.card) ? playRefusal(state, seat, a.card, a) : refuse.unknownAction();
    case 'assign':
      return unknown(!isInt(a.card) || !isInt(a.construct));
    case 'buy':
      if (!isRow(a.row)) return refuse.unknownRow();
      return isInt(a.slot) ? null : refuse.noCardInSlot();
    case 'attack':
      return unknown(!isInt(a.target) || !isInt(a.card));
    case 'steal':
      return unknown(!isIdList(a.using) || !isInt(a.from) || !isInt(a.card));
    case 'trash':
      return trashRefusal(state, seat, a);
    case 'raid':
      return unknown(!isInt(a.target) || (!absent(a.card) && !isInt(a.card)));
    case 'endTurn':
      return unknown(!isStoreList(a.store));
    default:
      return assertNever(type);
  }
}

/** Play's checks (spec §5), all on the raw input: the card in hand, a hero's mode, no mode otherwise, Master Builder's construct. */
function playRefusal(state: CivState, seat: Seat, card: number, a: RawAction): Result<never> | null {
  const p = playerOf(state, seat);
  if (!p.hand.includes(card)) return refuse.notInHand(card);
  const type = cardOf(card);
  if (type.class !== 'hero') return absent(a.mode) ? null : refuse.modeNotHero();
  if (a.mode !== 'use' && a.mode !== 'discard') return refuse.heroMode();
  if (a.mode === 'use' && type.masterBuilder > 0 && !p.constructs.some((c) => c.id === a.construct && !c.built))
    return refuse.chooseUnbuilt();
  return null;
}

/** Trash's checks up to its fields' kinds: the card, trash left, one form, a trashable row, a slot number. */
function trashRefusal(state: CivState, seat: Seat, a: RawAction): Result<never> | null {
  if (!absent(a.card) && !isInt(a.card)) return refuse.unknownAction();
  if (playerOf(state, seat).pools.trash === 0) return refuse.noTrash();
  const cardForm = !absent(a.card);
  const rowForm = !absent(a.row) || !absent(a.slot);
  if (cardForm === rowForm) return refuse.trashForm();
  if (cardForm) return null;
  if (!isRow(a.row) || !AGING_ROWS.includes(a.row)) return refuse.trashRow();
  return isInt(a.slot) ? null : refuse.noCardInSlot();
}
