import { describe, expect, it } from 'vitest';
import type { LogLine, LogPage } from '$lib/api-types.ts';
import { earlierBefore, followLog, withEarlier } from './held-log.ts';

const line = (seq: number, text = `event ${seq}`, round = 1): LogLine => ({ seq, round, text });
const seqs = (page: LogPage) => page.log.map((l) => l.seq);

describe('followLog', () => {
  it('takes the first answer as it is', () => {
    const answer = { log: [line(4), line(5)], logAfter: 3 };
    expect(followLog(null, -1, answer)).toEqual(answer);
  });

  it('appends the lines after the version held', () => {
    const held = { log: [line(4), line(5)], logAfter: 3 };
    const next = followLog(held, 5, { log: [line(6), line(6, 'more'), line(7)], logAfter: 5 });
    expect(seqs(next)).toEqual([4, 5, 6, 6, 7]);
    expect(next.logAfter).toBe(3);
  });

  it('keeps what is held when nothing new came', () => {
    const held = { log: [line(4)], logAfter: 3 };
    expect(followLog(held, 6, { log: [], logAfter: 6 })).toEqual(held);
  });

  it('drops held lines the answer carries again (an answer sent after an older version)', () => {
    const held = { log: [line(4), line(5), line(6)], logAfter: 3 };
    const next = followLog(held, 6, { log: [line(5, 'five'), line(6, 'six'), line(7)], logAfter: 4 });
    expect(next.log.map((l) => l.text)).toEqual(['event 4', 'five', 'six', 'event 7']);
    expect(next.logAfter).toBe(3);
  });

  it('replaces the held lines when the server started afresh past them', () => {
    const held = { log: [line(4), line(5)], logAfter: 3 };
    const answer = { log: [line(150), line(151)], logAfter: 149 };
    expect(followLog(held, 5, answer)).toEqual(answer);
  });

  it('replaces the held lines with an answer that goes back further', () => {
    const held = { log: [line(8)], logAfter: 7 };
    const answer = { log: [line(0, 'setup', 0), line(8, 'revealed')], logAfter: -1 };
    expect(followLog(held, 8, answer)).toEqual(answer);
  });
});

describe('earlier lines', () => {
  it('pages back from the first event held until the start', () => {
    expect(earlierBefore({ log: [line(5)], logAfter: 4 })).toBe(5);
    expect(earlierBefore({ log: [line(0)], logAfter: -1 })).toBeNull();
  });

  it('puts an older page in front', () => {
    const held = { log: [line(5), line(6)], logAfter: 4 };
    const next = withEarlier(held, 5, { log: [line(0, 'setup', 0), line(2), line(4)], logAfter: -1 });
    expect(seqs(next)).toEqual([0, 2, 4, 5, 6]);
    expect(next.logAfter).toBe(-1);
    expect(earlierBefore(next)).toBeNull();
  });

  it('ignores a page that no longer fits (the held lines were replaced meanwhile)', () => {
    const held = { log: [line(30)], logAfter: 29 };
    expect(withEarlier(held, 5, { log: [line(3)], logAfter: 2 })).toBe(held);
  });

  it('never repeats a held event', () => {
    const held = { log: [line(5)], logAfter: 4 };
    expect(seqs(withEarlier(held, 5, { log: [line(4), line(5)], logAfter: 3 }))).toEqual([4, 5]);
  });
});
