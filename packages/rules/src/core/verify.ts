/**
 * Checks a public record (core/record.ts) with nothing but the rules: the commitment published at the start matches
 * the revealed seed, every event replays from that seed as a legal move of the seat that made it (the record is
 * untrusted: each goes through `decide`, as a submit does), and the replayed outcome is the record's. The same
 * function runs in a browser's Web Worker, in `turnpost-verify` and in the server's import.
 */
import { decide } from './actions.ts';
import { canonicalJson } from './canonical.ts';
import type { AnyEngine } from './engine.ts';
import { type GameRecord, commitmentTo, gameRecordSchema } from './record.ts';
import { opening } from './replay.ts';
import { toldOutcome } from './told-outcome.ts';
import { listText } from './words.ts';
import { isTableEvent, tableEventSchema } from '../table/events.ts';

export type CheckStatus = 'ok' | 'failed' | 'unchecked' | 'hidden';

export interface Check {
  /** What was checked: the record's shape, the commitment, the replay, the outcome, a part the rules keep hidden. */
  name: 'record' | 'commitment' | 'replay' | 'outcome' | 'sealed';
  status: CheckStatus;
  /** One sentence for people. */
  text: string;
}

export interface Verification {
  /** The shuffle was committed before the first move and the seed revealed matches it. */
  shuffle: boolean;
  /** Every event replays as a legal move and the outcome is the one replayed. */
  result: boolean;
  checks: Check[];
  /** The record, once its shape checked out (for a caller that goes on with it, e.g. an import). */
  record: GameRecord | null;
  /** The replay's final state (for an import), when it replayed. */
  state: unknown;
  /** Each move as the rules store it (its canonical form, the acting seat written in), when it replayed. */
  actions: unknown[];
}

/** The engine of a kind at a rules version, as the caller's registry has it (`engineFor` of the rules package). */
export type EngineLookup = (kind: string, rulesVersion: number) => AnyEngine | undefined;

const failed = (checks: Check[], record: GameRecord | null = null): Verification => ({
  shuffle: false,
  result: false,
  checks,
  record,
  state: null,
  actions: [],
});

/** Verifies `input`, an untrusted record (parsed JSON), with the engines of `lookup`. Never throws on bad input. */
export async function verifyRecord(input: unknown, lookup: EngineLookup): Promise<Verification> {
  const parsed = gameRecordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
    return failed([{ name: 'record', status: 'failed', text: `This is not a Turnpost game record${where}: ${issue?.message ?? 'bad shape'}.` }]);
  }
  const record = parsed.data as GameRecord;
  const engine = lookup(record.game.kind, record.game.rulesVersion);
  if (!engine)
    return failed([{ name: 'record', status: 'failed', text: `These rules cannot replay ${record.game.kind} at rules version ${record.game.rulesVersion}.` }], record);
  const checks: Check[] = [{ name: 'record', status: 'ok', text: `A record of ${engine.title} (rules version ${engine.rulesVersion}), ${record.events.length} moves.` }];

  const commitment = await commitmentCheck(record);
  checks.push(commitment);
  const replayed = replayRecord(engine, record);
  checks.push(replayed.check);
  if (replayed.check.status === 'ok') checks.push(outcomeCheck(engine, record, replayed.state));
  if (record.shuffle.sealed)
    checks.push({
      name: 'sealed',
      status: 'hidden',
      text: `Hidden by the rules: ${record.shuffle.sealed.what} (dealt from a second seed this record never reveals).`,
    });
  const result = checks.every((c) => c.name === 'commitment' || c.status === 'ok' || c.status === 'hidden') && checks.some((c) => c.name === 'outcome');
  return { shuffle: commitment.status === 'ok', result, checks, record, state: replayed.state, actions: replayed.actions };
}

async function commitmentCheck(record: GameRecord): Promise<Check> {
  const { seed, salt, commitment } = record.shuffle;
  if (commitment === null || salt === null)
    return { name: 'commitment', status: 'unchecked', text: 'This game began before Turnpost committed to its shuffles: nothing was published in advance to check the seed against.' };
  const computed = await commitmentTo(seed, salt);
  return computed === commitment
    ? { name: 'commitment', status: 'ok', text: `The seed revealed matches the commitment published before the first move (${commitment.slice(0, 12)}…).` }
    : { name: 'commitment', status: 'failed', text: `The seed revealed does not match the commitment published at the start (${commitment.slice(0, 12)}…, but the seed gives ${computed.slice(0, 12)}…).` };
}

/** Replays the record's events from its seed, each as an untrusted submit of its seat. */
function replayRecord(engine: AnyEngine, record: GameRecord): { check: Check; state: unknown; actions: unknown[] } {
  const fail = (text: string) => ({ check: { name: 'replay', status: 'failed', text } as Check, state: null, actions: [] });
  const actions: unknown[] = [];
  const seats = record.seats.length;
  if (record.seats.some((s, i) => s.seat !== i)) return fail('The seats are not numbered 0, 1, 2 … in order.');
  const sealed = record.shuffle.sealed;
  if (engine.sealed && !sealed) return fail(`${engine.title} keeps ${engine.sealed.what} hidden: the record must say what it revealed of it.`);
  // every option the record names is one the rules read, as they read it: a record may not claim what its replay never
  // reads (a deck's counts beside a deck that sets its own); an option it leaves out is the rules' default
  const options = engine.parseOptions(record.game.options, seats);
  if (options.ok && isRecord(record.game.options) && isRecord(options.value)) {
    const read = options.value;
    const differ = Object.entries(record.game.options).filter(([k, v]) => canonicalJson(v) !== canonicalJson(read[k]));
    if (differ.length > 0)
      return fail(`The record's options are not the ones its game was played with, as the rules read them (${differ.map(([k]) => k).join(', ')}).`);
  }
  let state: unknown;
  try {
    state = opening(engine, { seats, options: record.game.options, seed: record.shuffle.seed, sealed: sealed ? { revealed: sealed.revealed } : undefined }).state;
  } catch (error) {
    return fail(`The deal cannot be made from this record: ${(error as Error).message}`);
  }
  for (const [i, event] of record.events.entries()) {
    if (event.seq !== i + 1) return fail(`Move ${i + 1} is numbered ${event.seq}: the moves must be numbered 1, 2, 3 … in order.`);
    if (isTableEvent(event.action)) {
      // a change of the table (a hand-over, a pace, the host's end): checked for its shape; the game's state stays
      const table = tableEventSchema.safeParse(event.action);
      if (!table.success) return fail(`Event ${event.seq} is not a change of the table Turnpost knows.`);
      actions.push(table.data);
      continue;
    }
    if (event.seat < 0 || event.seat >= seats) return fail(`Move ${event.seq} is by seat ${event.seat}, but the game has ${seats} seats.`);
    const next = decide(engine, state, event.seat, event.action);
    if (!next.ok) return fail(`Move ${event.seq} (by ${record.seats[event.seat]?.name}) is not a legal move there: ${next.error.message}`);
    state = next.value.state;
    actions.push(next.value.action);
  }
  return { check: { name: 'replay', status: 'ok', text: `All ${record.events.filter((e) => !isTableEvent(e.action)).length} moves replay from the revealed seed, each a legal move of its seat.` }, state, actions };
}

function outcomeCheck(engine: AnyEngine, record: GameRecord, state: unknown): Check {
  const outcome = engine.outcome(state);
  if (record.game.status === 'abandoned') {
    if (outcome !== null)
      return { name: 'outcome', status: 'failed', text: 'The record says the game was abandoned, but its moves reach the end of the game.' };
    return record.outcome === null
      ? { name: 'outcome', status: 'ok', text: 'The game was abandoned before its end, as the replay agrees: no outcome.' }
      : { name: 'outcome', status: 'failed', text: 'The record says the game was abandoned, but it names an outcome: an abandoned game has none.' };
  }
  if (outcome === null) return { name: 'outcome', status: 'failed', text: 'The record says the game is over, but its moves do not reach the end.' };
  // told alike, a record made before team wins named their decider verifies as one made after (told-outcome.ts)
  if (record.outcome === null || canonicalJson(toldOutcome(engine, outcome)) !== canonicalJson(toldOutcome(engine, record.outcome)))
    return { name: 'outcome', status: 'failed', text: `The outcome in the record is not the one its moves give (${winText(record, outcome.winners)} by the replay).` };
  return { name: 'outcome', status: 'ok', text: `The replay gives the record's outcome: ${winText(record, outcome.winners)}.` };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "Ann wins", "Bob and Cy win", "nobody wins". */
const winText = (record: GameRecord, winners: readonly number[]): string =>
  `${listText(winners.map((s) => record.seats[s]?.name ?? `seat ${s}`), 'nobody')} ${winners.length > 1 ? 'win' : 'wins'}`;
