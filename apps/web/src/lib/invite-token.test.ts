import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteHref, keepInviteToken, storedInviteToken, takeInviteToken } from './invite-token.ts';

const GOOD = 'AwOBWcNLqklph6U1yZI6RQ';
const WRONG = 'BwOBWcNLqklph6U1yZI6RQ';

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, String(v)),
    removeItem: (k: string) => void storage.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('an invite link’s token', () => {
  it('is tried first when the link has one, and nothing is kept until the page keeps it', () => {
    expect(takeInviteToken('g1', `#${GOOD}`)).toEqual({ token: GOOD, fallback: null, fromLink: true });
    expect(storedInviteToken('g1')).toBeNull();
  });

  it('is kept per game, under turnpost:invite:<id>, and used when the link has none', () => {
    keepInviteToken('g1', GOOD);
    expect(storage.get('turnpost:invite:g1')).toBe(GOOD);
    expect(storedInviteToken('g2')).toBeNull();
    expect(takeInviteToken('g1', '')).toEqual({ token: GOOD, fallback: null, fromLink: false });
  });

  it('keeps the kept one as the fallback of a different link, and ignores a cut-off fragment', () => {
    keepInviteToken('g1', GOOD);
    expect(takeInviteToken('g1', `#${WRONG}`)).toEqual({ token: WRONG, fallback: GOOD, fromLink: true });
    expect(takeInviteToken('g1', '#AwOB')).toEqual({ token: GOOD, fallback: null, fromLink: false });
  });

  it('makes the whole link to share, the token in its fragment', () => {
    expect(inviteHref('https://turnpost.test', 'g1', GOOD)).toBe(`https://turnpost.test/join/g1#${GOOD}`);
  });

  it('is simply not kept where storage is refused', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => keepInviteToken('g1', GOOD)).not.toThrow();
    expect(storedInviteToken('g1')).toBeNull();
  });
});
