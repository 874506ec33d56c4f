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
    case 'table.linkReissued':
      return `@${e.seat} made a new link for their seat: older links no longer open it.`;
    case 'table.paceChanged':
      return `The host changed the pace to: ${e.label}. Every clock starts afresh.`;
    case 'table.webhookSet':
      return e.on ? 'The host connected the game to a group chat: it is told whose move it is.' : 'The host disconnected the group chat.';
    case 'table.gameAbandoned':
      return 'The host ended the game as abandoned: it has no winner.';
    case 'table.seatClaimed':
      return e.awaiting === null ? `${e.name} took a seat.` : `${e.name} took the last open seat: the game begins.`;
    case 'table.gameStarted': {
      const bots = e.bots.map((b) => b.name).join(', ');
      const who = e.by === 'host' ? 'The host started the game' : 'Nobody took the open seats in time: the game started';
      return bots === '' ? `${who}.` : `${who} with bots in the open seats (${bots}).`;
    }
    case 'table.gameCancelled':
      return 'Nobody took the open seats in time: the game was cancelled.';
    case 'table.inviteClosed':
      return 'The host closed the invite link: nobody else can take a seat.';
    case 'table.seatLeft':
      if (e.then === 'open') return `${e.name} left: their seat is open again.`;
      if (e.then === 'end') return `${e.name} left the game: with only bots left, it ends here, without a winner.`;
      return `${e.name} left the game: ${e.botName} plays their seat from now on.`;
    default:
      return assertNever(e);
  }
}
