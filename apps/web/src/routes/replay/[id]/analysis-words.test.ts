import { describe, expect, it } from 'vitest';
import {
  biggestSwing,
  chanceSummary,
  chancesByStep,
  gainPercent,
  noTurningPoints,
  percent,
  readsAsPlayed,
  seatName,
} from './analysis-words.ts';
import { analysisAnswer, TURNING_POINT } from './fake-replay.ts';

const NAMES = ['Ann', 'Bob', 'Cy'];

describe('chances in words', () => {
  it('writes a chance as a whole percentage', () => {
    expect([0, 0.005, 0.124, 0.5, 0.996, 1].map(percent)).toEqual(['0%', '1%', '12%', '50%', '100%', '100%']);
    expect([-0.2, 1.4, Number.NaN].map(percent)).toEqual(['0%', '100%', '0%']);
  });

  it('writes a gain with its sign, never as nothing', () => {
    expect([0.18, 0.051, 0.004].map(gainPercent)).toEqual(['+18%', '+5%', '+1%']);
  });

  it('names the least gain of a turning point', () => {
    expect(noTurningPoints(0.05)).toBe('No turning points: every move was within 5% of the best the bots found.');
  });

  it('names a seat’s player, or the seat where there is no name', () => {
    expect(seatName(NAMES, TURNING_POINT.seat)).toBe('Bob');
    expect(seatName(NAMES, 5)).toBe('Seat 6');
  });
});

describe('the chance chart', () => {
  it('turns each seat’s chances into percentages by step, as far as analysed', () => {
    const series = chancesByStep(analysisAnswer(3).seats, 3);
    expect(series.map((chances) => chances.map(Math.round))).toEqual([
      [34, 33, 33],
      [40, 30, 30],
      [45, 30, 25],
    ]);
    expect(chancesByStep([], 2)).toEqual([]);
  });

  it('rounds a chance once, as the legend writes it', () => {
    const [[chance] = []] = chancesByStep([{ seat: 0, winChance: [0.1749] }], 1);
    expect(Math.round(chance ?? 0)).toBe(17);
    expect(percent(0.1749)).toBe('17%');
  });

  it('finds the biggest swing of one seat in one move', () => {
    const series = chancesByStep(analysisAnswer(7).seats, 3);
    expect(biggestSwing(series)).toEqual({ step: 6, seat: 0, from: 70, to: 100 });
    expect(biggestSwing([[50, 50], [50, 50]])).toBeNull();
  });

  it('says the final chances and the biggest swing', () => {
    const series = chancesByStep(analysisAnswer(7).seats, 3);
    expect(chanceSummary(series, NAMES, 6)).toBe(
      'Chances at the end: Ann 100%, Bob 0%, Cy 0%. Biggest swing: move 6, Ann from 70% to 100%.',
    );
  });

  it('says how far a partial analysis goes', () => {
    const series = chancesByStep(analysisAnswer(3).seats, 3);
    expect(chanceSummary(series, NAMES, 6)).toBe(
      'Analysed up to move 2 of 6. Chances after move 2: Ann 45%, Bob 30%, Cy 25%. Biggest swing: move 1, Ann from 34% to 40%.',
    );
    expect(chanceSummary([], NAMES, 6)).toBe('No move has been analysed yet.');
  });
});

describe('quoting a turning point in a perspective’s list', () => {
  it('quotes it where the perspective read the move as its mover did', () => {
    expect(readsAsPlayed(TURNING_POINT, [{ text: '@1 built a Wall' }])).toBe(true);
  });

  it('does not where the move was hidden from the perspective', () => {
    const pass = { ...TURNING_POINT, played: ['@1 chose to pass Tunnel to @0'] };
    expect(readsAsPlayed(pass, [{ text: '@1 has chosen' }])).toBe(false);
    expect(readsAsPlayed(pass, [])).toBe(false);
  });
});
