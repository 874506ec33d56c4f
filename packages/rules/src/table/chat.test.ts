import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, chatLength, chatTextProblem } from './chat.ts';

describe('a chat message’s length', () => {
  it('counts characters as people see them: an emoji with its modifiers, a flag, an accented letter are one each', () => {
    expect(chatLength('hello')).toBe(5);
    expect(chatLength('👍🏽')).toBe(1);
    expect(chatLength('🇫🇷')).toBe(1);
    expect(chatLength('👩‍👩‍👧‍👦')).toBe(1);
    expect(chatLength('e\u0301')).toBe(1);
    expect(chatLength('😀')).toBe(1);
  });

  it('takes 500 such characters, whatever their UTF-16 length, and no more', () => {
    const emoji = '👍🏽'.repeat(CHAT_LIMITS.characters);
    expect(emoji.length).toBe(2_000);
    expect(chatTextProblem(emoji)).toBeNull();
    expect(chatTextProblem(`${emoji}!`)).toMatch(/at most 500/);
    expect(chatTextProblem('x'.repeat(500))).toBeNull();
    expect(chatTextProblem('x'.repeat(501))).toMatch(/at most 500/);
    expect(chatTextProblem('   ')).toMatch(/needs some text/);
    // a few characters that weigh a lot (a letter under hundreds of accents) are bounded by size
    expect(chatTextProblem(`a${'\u0301'.repeat(4_100)}`)).toMatch(/at most 500/);
    // one character of exactly 4,000 units is taken, one of 4,001 is not
    expect(chatTextProblem(`a${'\u0301'.repeat(CHAT_LIMITS.units - 1)}`)).toBeNull();
    expect(chatTextProblem(`a${'\u0301'.repeat(CHAT_LIMITS.units)}`)).toBe('Messages are at most 500 characters.');
  });
});
