import { describe, expect, it } from 'vitest';
import { noteServerTime, serverNow } from './server-time.ts';

describe('the server’s time', () => {
  it('follows the last Date header heard, counting on by this device’s clock, and ignores a missing one', () => {
    const here = Date.parse('2026-03-01T12:00:00Z');
    noteServerTime('Tue, 03 Mar 2026 14:00:00 GMT', here);
    expect(serverNow(here + 60_000)).toBe(Date.parse('2026-03-03T14:01:00Z'));
    noteServerTime(null, here);
    noteServerTime('not a date', here);
    expect(serverNow(here)).toBe(Date.parse('2026-03-03T14:00:00Z'));
  });
});
