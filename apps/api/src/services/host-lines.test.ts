/** A game made before table events kept its host's actions aside: they read as the table events they would be now. */
import { describe, expect, it } from 'vitest';
import { hostLine } from './host-lines.ts';

const at = { at: '2026-03-01T12:00:00.000Z', version: 3 };

describe('a host action kept aside', () => {
  it('reads as its table event', () => {
    expect(hostLine({ ...at, kind: 'seat-to-person', seat: 2, was: 'Cy', name: 'Dee' })).toBe('The host gave Cy’s seat to Dee.');
    expect(hostLine({ ...at, kind: 'seat-to-person', seat: 2, was: 'Cy', name: 'Cy' })).toBe('The host gave Cy’s seat a new link.');
    expect(hostLine({ ...at, kind: 'seat-to-bot', seat: 1, was: 'Ben', name: 'Bot Anna (easy)', level: 'easy' })).toBe(
      'The host handed Ben’s seat to a bot (easy), Bot Anna (easy).',
    );
    expect(hostLine({ ...at, kind: 'pace', label: '3 days per move' })).toBe('The host changed the pace to: 3 days per move. Every clock starts afresh.');
    expect(hostLine({ ...at, kind: 'webhook', on: false })).toBe('The host disconnected the group chat.');
    expect(hostLine({ ...at, kind: 'abandon' })).toBe('The host ended the game as abandoned: it has no winner.');
  });
});
