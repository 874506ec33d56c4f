import type { HostAction } from '@turnpost/db';

/** What a host log entry says, for every reader of the game. */
export function hostLine(a: HostAction): string {
  switch (a.kind) {
    case 'seat-to-person':
      return a.was === a.name ? `The host gave ${a.name}’s seat a new link.` : `The host gave ${a.was}’s seat to ${a.name}.`;
    case 'seat-to-bot':
      return `The host handed ${a.was}’s seat to a bot (${a.level}), ${a.name}.`;
    case 'pace':
      return `The host changed the pace to: ${a.label}. Every clock starts afresh.`;
    case 'webhook':
      return a.on ? 'The host connected the game to a group chat: it is told whose move it is.' : 'The host disconnected the group chat.';
    case 'abandon':
      return 'The host ended the game as abandoned: it has no winner.';
  }
}
