/** Splits a log line into plain text, seat names (`@N`) and card labels (`Wall (wall-03)`). */
export type LogPart =
  | { kind: 'text'; text: string }
  | { kind: 'seat'; seat: number; name: string }
  | { kind: 'card'; name: string; id: string };

const TOKENS = /@(\d+)|([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*) \(([a-z]+(?:-[a-z]+)*-\d+)\)/g;

export function partsOf(text: string, names: readonly string[]): LogPart[] {
  const parts: LogPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    if (match[1] !== undefined) {
      const seat = Number(match[1]);
      parts.push({ kind: 'seat', seat, name: names[seat] ?? `Seat ${seat + 1}` });
    } else {
      parts.push({ kind: 'card', name: match[2] ?? '', id: match[3] ?? '' });
    }
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * How a line reads to `me` (a seat, or null for a spectator): my name stands as "Ann (you)", and in the possessive as
 * "your" ("Your turn", not "Ann (you)'s turn"); everyone else's name as it is.
 */
export type SpokenPart = LogPart | { kind: 'me'; text: string };

export function spokenParts(text: string, names: readonly string[], me: number | null): SpokenPart[] {
  const parts: SpokenPart[] = partsOf(text, names);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as SpokenPart;
    if (part.kind !== 'seat' || part.seat !== me) continue;
    const next = parts[i + 1];
    const possessive = next?.kind === 'text' && /^['’]s\b/.test(next.text);
    if (possessive) {
      const first = i === 0 || (parts[i - 1]?.kind === 'text' && /(^|[.:!?]\s*)$/.test((parts[i - 1] as { text: string }).text));
      parts[i] = { kind: 'me', text: first ? 'Your' : 'your' };
      parts[i + 1] = { kind: 'text', text: (next as { text: string }).text.slice(2) };
    } else parts[i] = { kind: 'me', text: `${part.name} (you)` };
  }
  return parts;
}

/** Entries grouped by round, newest round first, and newest first within each round too: the log reads from the top down into the past. */
export function byRound<T extends { round: number }>(entries: readonly T[]): { round: number; entries: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const entry of entries) groups.set(entry.round, [entry, ...(groups.get(entry.round) ?? [])]);
  return [...groups].sort(([a], [b]) => b - a).map(([round, list]) => ({ round, entries: list }));
}

/**
 * Each line with a key that stays its own while the log grows: its move's `seq` and its place among that move's
 * lines, counted from the move's first. Newer lines come in at the top: keyed by their place on the screen, every row
 * below would be rewritten with its neighbour's text at each new version; keyed this way only the new rows are added.
 */
export function withLineKeys<T extends { seq: number }>(entries: readonly T[]): (T & { key: string })[] {
  const seen = new Map<number, number>();
  return entries.map((entry) => {
    const n = seen.get(entry.seq) ?? 0;
    seen.set(entry.seq, n + 1);
    return { ...entry, key: `${entry.seq}.${n}` };
  });
}
