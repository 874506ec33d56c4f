import { describe, expect, it } from 'vitest';
import { expiryText } from './carry-link.ts';

const made = Date.parse('2026-05-04T14:17:00Z');
const gb = { locale: 'en-GB', timeZone: 'UTC' };

describe('expiryText', () => {
  it('says how long and until when the link works, by the wall clock', () => {
    expect(expiryText('2026-05-04T14:32:00Z', made, gb)).toBe('Works once, for 15 minutes (until 14:32).');
  });

  it('rounds a few seconds of travel away', () => {
    expect(expiryText('2026-05-04T14:32:00Z', made + 1500, gb)).toBe('Works once, for 15 minutes (until 14:32).');
  });

  it('speaks of one minute, and of less than one', () => {
    expect(expiryText('2026-05-04T14:18:00Z', made, gb)).toBe('Works once, for 1 minute (until 14:18).');
    expect(expiryText('2026-05-04T14:17:20Z', made, gb)).toBe('Works once, for less than a minute (until 14:17).');
  });

  it('follows the reader’s way of telling the time', () => {
    expect(expiryText('2026-05-04T14:32:00Z', made, { locale: 'en-US', timeZone: 'UTC' })).toBe('Works once, for 15 minutes (until 2:32 PM).');
  });
});
