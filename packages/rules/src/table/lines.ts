/** What each table event says in the game's log and replay, for every reader of the game. */
import { assertNever } from '../core/result.ts';
import type { TableEvent } from './events.ts';

export function tableLine(e: TableEvent): string {
  switch (e.type) {
    case 'table.seatHandedOver':
      if (e.bot !== null) return `The host handed ${e.was}’s seat to a bot (${e.bot}), ${e.name}.`;
      return e.was === e.name ? `The host gave ${e.name}’s seat a new link.` : `The host gave ${e.was}’s seat to ${e.name}.`;
    case 'table.seatTakenBack':
      return `@${e.seat} took their seat back from the autopilot.`;
    case 'table.paceChanged':
      return `The host changed the pace to: ${e.label}. Every clock starts afresh.`;
    case 'table.webhookSet':
      return e.on ? 'The host connected the game to a group chat: it is told whose move it is.' : 'The host disconnected the group chat.';
    case 'table.gameAbandoned':
      return 'The host ended the game as abandoned: it has no winner.';
    default:
      return assertNever(e);
  }
}
