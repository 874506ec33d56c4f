/**
 * The public record's redaction (spec §8, sealed.ts): each seat's setup choices are all told as its last one; every
 * other event — a play action, or anything that is not a setup choice at all (null, undefined, a bare string) — is
 * kept as it is.
 */
import { expect, it } from 'vitest';
import { withLastSetupChoices } from './sealed.ts';

it('replaces setup choices by the seat\'s last one and keeps every other event as it is', () => {
  const first = { type: 'setup', character: 'drover', goods: { fish: 3 } };
  const last = { type: 'setup', character: 'mason', goods: { wood: 3 } };
  const other = { type: 'setup', character: 'forester', goods: { stone: 3 } };
  const move = { type: 'move', building: 'B01' };
  const events = [
    { seat: 0, action: first },
    { seat: 1, action: other },
    { seat: 0, action: last },
    { seat: 0, action: move },
    { seat: 1, action: null },
    { seat: 1, action: undefined },
    { seat: 0, action: 'setup' },
  ];
  // only the seat's first setup choice changes: it is told as its last one
  expect(withLastSetupChoices(events)).toEqual(events.map((e, i) => (i === 0 ? { seat: 0, action: last } : e)));
});
