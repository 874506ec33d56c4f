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

/** Entries grouped by round, newest round first, each round in the order things happened. */
export function byRound<T extends { round: number }>(entries: readonly T[]): { round: number; entries: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const entry of entries) groups.set(entry.round, [...(groups.get(entry.round) ?? []), entry]);
  return [...groups].sort(([a], [b]) => b - a).map(([round, list]) => ({ round, entries: list }));
}
