import { describe, expect, it } from 'vitest';
import { botName } from './bot-names.ts';

describe('a new bot’s name', () => {
  it('is the first made-up name no seat has', () => {
    expect(botName('medium', [])).toBe('Bot Anna (medium)');
    expect(botName('medium', ['Ann', 'Bot Anna (medium)'])).toBe('Bot Ben (medium)');
  });

  it('is not a name a bot of another level has at the table: two "Bot Anna"s read as one player', () => {
    expect(botName('hard', ['Bot Anna (easy)'])).toBe('Bot Ben (hard)');
    expect(botName('easy', ['Bot Anna (hard)', 'Bot Ben (medium)', 'Cy'])).toBe('Bot Cleo (easy)');
  });

  it('stays unique once every made-up name is taken', () => {
    const taken: string[] = [];
    for (let i = 0; i < 14; i++) taken.push(botName(i % 2 ? 'hard' : 'easy', taken));
    expect(new Set(taken).size).toBe(14);
  });

  it('goes through the twelve made-up names in order, then numbers the first after the seats taken', () => {
    const taken: string[] = [];
    for (let i = 0; i < 12; i++) taken.push(botName('easy', taken));
    expect(taken).toEqual(['Anna', 'Ben', 'Cleo', 'Dev', 'Edda', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Lev'].map((n) => `Bot ${n} (easy)`));
    expect(botName('hard', taken)).toBe('Bot Anna (hard) 13');
  });
});
