/** The names bots are given at a table: "Bot Anna (hard)", each seat another. */

const BOT_NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Edda', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Lev'];

/** A made-up name for a new bot of `level` that no seat has yet ("Bot Cleo (medium)"). */
export function botName(level: string, taken: readonly string[]): string {
  const names = BOT_NAMES.map((n) => `Bot ${n} (${level})`);
  return names.find((n) => !taken.includes(n)) ?? `${names[0]} ${taken.length + 1}`;
}
