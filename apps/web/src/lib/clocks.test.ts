import { describe, expect, it } from 'vitest';
import { bannerClock, seatClock, timeLeft } from './clocks.ts';

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

describe('the banner’s line on time', () => {
  const seat = (n: number, name: string, awaited: boolean, hours: number | null, autopilot = false) => ({
    seat: n,
    name,
    awaited,
    deadline: hours === null ? null : inHours(hours),
    autopilot,
  });

  it('tells the awaited reader their own time, and what happens when it runs late or out', () => {
    const ben = seat(1, 'Ben', true, 5);
    expect(bannerClock([seat(0, 'Ann', true, 30), ben], 0, now)).toEqual({ text: 'You have 1 day 6 h left to move.', late: false });
    expect(bannerClock([seat(0, 'Ann', true, 3), ben], 0, now)).toEqual({ text: 'Only 3 h left to move: then the autopilot moves for you.', late: true });
    expect(bannerClock([seat(0, 'Ann', true, -1)], 0, now)).toEqual({ text: 'Your time is up: the autopilot moves for you any moment now.', late: true });
  });

  it('tells anyone else how long each awaited person has, running late said once', () => {
    const seats = [seat(0, 'Ann', false, null), seat(1, 'Ben', true, 20), seat(2, 'Cy', true, 2)];
    expect(bannerClock(seats, 0, now)).toEqual({ text: 'Ben has 20 h left and Cy has 2 h left (running late).', late: true });
    expect(bannerClock(seats.slice(0, 2), null, now)).toEqual({ text: 'Ben has 20 h left.', late: false });
  });

  it('says nothing without a pace, or of a seat the autopilot plays', () => {
    expect(bannerClock([seat(0, 'Ann', true, null), seat(1, 'Ben', false, null)], 0, now)).toBeNull();
    expect(bannerClock([seat(0, 'Ann', false, null), seat(1, 'Ben', true, 20, true)], 0, now)).toBeNull();
  });
});
