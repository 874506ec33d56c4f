/**
 * Who left a game (issue 46), for its end: a person who left to a bot ("Ben left in round 7; Bot Anna (easy) played
 * on"), or the last person, whose leaving ended the game without a winner. Read off the log's table lines, which say
 * it in packages/rules/src/table/lines.ts's words (departures.test.ts holds the two to each other); the live table
 * finds them in the whole log once the game is over and provides them to the table's frame (`TableShell`).
 */
import { getContext, setContext } from 'svelte';
import type { LogLine } from '../api-types.ts';

export interface Departure {
  /** The event the person left at. */
  seq: number;
  name: string;
  /** The round of the game they left in (0: before the first move). */
  round: number;
  /** `bot`: a bot played on in their seat (`botName`); `end`: only bots were left, and the game ended. */
  then: 'bot' | 'end';
  botName: string | null;
}

/** A table's line belongs to no round of the game. */
const TABLE_ROUND = -1;
const TO_BOT = /^(.+) left the game: (.+) plays their seat from now on\.$/;
const ENDED = /^(.+) left the game: with only bots left, it ends here, without a winner\.$/;

/** The departures `lines` tell (a stretch of the log, oldest first), each in the round of the game line before it. */
export function departuresIn(lines: readonly Pick<LogLine, 'seq' | 'round' | 'text'>[]): Departure[] {
  const found: Departure[] = [];
  let round: number | null = null;
  for (const [i, line] of lines.entries()) {
    if (line.round !== TABLE_ROUND) {
      round = line.round;
      continue;
    }
    const inRound = round ?? lines.slice(i).find((l) => l.round !== TABLE_ROUND)?.round ?? 0;
    const toBot = TO_BOT.exec(line.text);
    if (toBot) found.push({ seq: line.seq, name: toBot[1] as string, round: inRound, then: 'bot', botName: toBot[2] as string });
    const ended = ENDED.exec(line.text);
    if (ended) found.push({ seq: line.seq, name: ended[1] as string, round: inRound, then: 'end', botName: null });
  }
  return found;
}

const when = (d: Departure) => (d.round === 0 ? 'before the first move' : `in round ${d.round}`);

/** "Ben left in round 7; Bot Anna (easy) played on.", or why a game that ended by leaving has no winner. */
export function departureText(d: Departure): string {
  if (d.then === 'end') return `${d.name} left ${when(d)} with only bots left to play: the game ended there, without a winner.`;
  return `${d.name} left ${when(d)}; ${d.botName ?? 'a bot'} played on.`;
}

const KEY = Symbol('departures');

/** The live table's page hands the table's frame who left its game (nobody until the game is over). */
export function provideDepartures(departures: () => readonly Departure[]): void {
  setContext(KEY, departures);
}

/** Who left the game, as the page provides it (none in a replay, or outside a live table). */
export function providedDepartures(): (() => readonly Departure[]) | undefined {
  return getContext<(() => readonly Departure[]) | undefined>(KEY);
}
