/**
 * `turnpost-verify <record.json | URL | ->`: checks a game's public record from a terminal, as a finished game's page
 * does in the browser: the commitment published at the start against the revealed seed, every move replayed through
 * the rules, the outcome. Prints each check; exits 0 when the shuffle and the result are verified, 1 when a check
 * failed (or the shuffle was never committed), 2 when the record cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { engineFor, verifyRecord } from '../src/index.ts';

const MARKS = { ok: '✓', failed: '✗', unchecked: '?', hidden: '·' } as const;

async function read(source: string): Promise<string> {
  if (source === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  if (/^https?:\/\//.test(source)) {
    // a game's page address leads to its record
    const url = new URL(source);
    const game = url.pathname.match(/^\/(?:play|replay)\/([^/]+)$/)?.[1];
    if (game) url.pathname = `/api/games/${game}/record`;
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${messageOf(text)}`);
    return text;
  }
  return readFile(source, 'utf8');
}

const messageOf = (text: string): string => {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
};

async function main(args: string[]): Promise<number> {
  const source = args[0];
  if (!source || args.length > 1 || source === '--help') {
    console.error('usage: turnpost-verify <record.json | https://…/replay/<id> | https://…/api/games/<id>/record | ->');
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(await read(source));
  } catch (error) {
    console.error(`Cannot read a record from ${source}: ${(error as Error).message}`);
    return 2;
  }
  const started = performance.now();
  const verification = await verifyRecord(input, engineFor);
  const ms = performance.now() - started;
  for (const check of verification.checks) console.log(`${MARKS[check.status]} ${check.text}`);
  const verdict =
    verification.shuffle && verification.result
      ? 'Shuffle and result verified'
      : verification.result
        ? 'Result verified; the shuffle was not committed in advance'
        : 'NOT verified';
  console.log(`${verdict} (${ms.toFixed(1)} ms).`);
  return verification.shuffle && verification.result ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
