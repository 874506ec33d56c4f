import { describe, expect, it } from 'vitest';
import { seatClock, timeLeft } from './clocks.ts';

const now = Date.parse('2026-03-01T12:00:00Z');
const inHours = (h: number) => new Date(now + h * 3600_000).toISOString();

describe('a seat’s clock', () => {
  it.each([
    [72, '3 days left', false],
    [50.5, '2 days 2 h left', false],
    [24, '1 day left', false],
    [12, '12 h left', false],
    [11.75, '11 h 45 min left', true],
    [0.5, '30 min left', true],
    [0.01, 'under a minute left', true],
  ])('%s hours before its deadline reads "%s" (late: %s)', (hours, text, late) => {
    expect(timeLeft(inHours(hours), now)).toEqual({ text, late, out: false });
  });

  it('says the time is up at and after the deadline', () => {
    expect(timeLeft(inHours(0), now)).toEqual({ text: 'time is up', late: true, out: true });
    expect(timeLeft(inHours(-5), now).out).toBe(true);
  });

  it('shows a clock only for an awaited seat of a paced game, and the autopilot whenever it plays', () => {
    expect(seatClock({ awaited: true, deadline: null, autopilot: false }, now)).toBeNull();
    expect(seatClock({ awaited: false, deadline: null, autopilot: false }, now)).toBeNull();
    expect(seatClock({ awaited: true, deadline: inHours(30), autopilot: false }, now)?.text).toBe('1 day 6 h left');
    expect(seatClock({ awaited: false, deadline: null, autopilot: true }, now)?.text).toBe('on autopilot');
  });
});
