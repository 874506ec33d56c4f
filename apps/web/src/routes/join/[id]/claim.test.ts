import { describe, expect, it } from 'vitest';
import type { InviteSeat } from '$lib/api-types.ts';
import { claimProblem, closedReason, emptyClaim, repick, toClaim } from './claim.ts';

const taken = (seat: number, name: string): InviteSeat => ({ seat, name, bot: null, open: false });
const free = (seat: number): InviteSeat => ({ seat, name: 'Open seat', bot: null, open: true });
const seats = [taken(0, 'Ann'), free(1), free(2)];

describe('the seat a joiner picks', () => {
  it('starts on the first free seat', () => {
    expect(emptyClaim(seats).seat).toBe(1);
    expect(emptyClaim([taken(0, 'Ann')]).seat).toBeNull();
  });

  it('stays picked while free; once someone took it, moves to the first seat still free', () => {
    expect(repick(2, seats)).toBe(2);
    expect(repick(1, [taken(0, 'Ann'), taken(1, 'Ben'), free(2)])).toBe(2);
    expect(repick(2, [taken(0, 'Ann'), taken(1, 'Ben'), taken(2, 'Cy')])).toBeNull();
  });
});

describe('a claim', () => {
  it('needs a free seat and a name nobody at the table has', () => {
    const draft = { ...emptyClaim(seats), name: '  ' };
    expect(claimProblem({ ...draft, seat: 0 }, seats)).toBe('Pick a free seat.');
    expect(claimProblem(draft, seats)).toMatch(/type your name/i);
    expect(claimProblem({ ...draft, name: 'ann ' }, seats)).toMatch(/already called Ann/);
    expect(claimProblem({ ...draft, name: 'Ben' }, seats)).toBeNull();
  });

  it('asks for whole hours of reminder only with an email', () => {
    const draft = { ...emptyClaim(seats), name: 'Ben', reminders: { notifyAtOnce: true, remind: true, hours: null } };
    expect(claimProblem(draft, seats)).toBeNull();
    expect(claimProblem({ ...draft, email: 'ben@example.test' }, seats)).toMatch(/how many hours/);
  });

  it('is sent with the trimmed name, and the turn emails’ settings only with an email', () => {
    const draft = { ...emptyClaim(seats), seat: 2, name: ' Ben ' };
    expect(toClaim(draft)).toEqual({ seat: 2, name: 'Ben' });
    expect(toClaim({ ...draft, email: ' ben@example.test ' })).toEqual({
      seat: 2,
      name: 'Ben',
      email: 'ben@example.test',
      notifyAtOnce: true,
      remindAfterHours: 24,
    });
  });
});

describe('a game that takes no more players', () => {
  it('says why: closed by its host, started, over, or cancelled', () => {
    const joining = { open: true, fillBy: '2026-03-16T12:00:00Z', unfilled: 'bots' as const };
    expect(closedReason({ status: 'open', joining })).toBeNull();
    expect(closedReason({ status: 'open', joining: { ...joining, open: false } })?.title).toBe('This invite is closed');
    expect(closedReason({ status: 'active', joining: null })?.title).toBe('This game has started');
    expect(closedReason({ status: 'finished', joining: null })?.title).toBe('This game is over');
    expect(closedReason({ status: 'abandoned', joining: null })?.text).toMatch(/cancelled/);
  });
});
