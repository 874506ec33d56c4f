import { describe, expect, it } from 'vitest';
import { deadlineText, fillByText, morePlayersText, seatCounts, spanText, waitedText } from './open-seats.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.parse('2026-03-13T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('how long a table has waited for players', () => {
  it('says it to the unit that matters: minutes, hours, then days and hours', () => {
    expect(spanText(35 * MIN + 20_000)).toBe('35 min');
    expect(spanText(3 * HOUR + 40 * MIN)).toBe('3 h');
    expect(spanText(DAY)).toBe('1 day');
    expect(spanText(2 * DAY + 4 * HOUR + 10 * MIN)).toBe('2 days 4 h');
    expect(spanText(20_000)).toBe('under a minute');
  });

  it('reads "waiting 3 h" in the lobby, "just opened" in its first minute', () => {
    expect(waitedText(iso(now - 3 * HOUR - 5 * MIN), now)).toBe('waiting 3 h');
    expect(waitedText(iso(now - 30_000), now)).toBe('just opened');
    expect(waitedText('not a date', now)).toBe('');
  });
});

describe('the seats a table still needs', () => {
  it('counts taken, open and all seats', () => {
    expect(seatCounts([{ open: false }, { open: true }, { open: true }])).toEqual({ taken: 1, open: 2, total: 3 });
  });

  it('names the players still needed in words', () => {
    expect(morePlayersText(1)).toBe('one more player');
    expect(morePlayersText(2)).toBe('two more players');
    expect(morePlayersText(15)).toBe('15 more players');
  });
});

describe('what becomes of the open seats, and when', () => {
  const in2Days = iso(now + 2 * DAY + 4 * HOUR);

  it('says in a few words when bots take them or the game is cancelled', () => {
    expect(deadlineText({ fillBy: in2Days, unfilled: 'bots' }, now)).toBe('starts with bots in 2 days 4 h');
    expect(deadlineText({ fillBy: in2Days, unfilled: 'cancel' }, now)).toBe('cancelled in 2 days 4 h unless full');
    expect(deadlineText({ fillBy: iso(now - MIN), unfilled: 'bots' }, now)).toBe('starting with bots now');
  });

  it('says it as a sentence on the join page and the waiting table', () => {
    expect(fillByText({ fillBy: in2Days, unfilled: 'bots' }, now)).toBe(
      'If they are not all taken within 2 days 4 h, bots take the seats still open and the game begins.',
    );
    expect(fillByText({ fillBy: in2Days, unfilled: 'cancel' }, now)).toBe('If they are not all taken within 2 days 4 h, the game is cancelled.');
    expect(fillByText({ fillBy: iso(now), unfilled: 'cancel' }, now)).toBe('Time is up: the game is cancelled in a moment.');
  });
});
