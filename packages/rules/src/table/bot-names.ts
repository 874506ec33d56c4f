/** The names bots are given at a table: "Bot Anna (hard)", each seat another. */

const BOT_NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Edda', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Lev'];

/**
 * A made-up name for a new bot of `level` that no seat has yet ("Bot Cleo (medium)"), nor a bot of another level
 * ("Bot Anna (easy)" beside "Bot Anna (hard)" reads as one player twice).
 */
export function botName(level: string, taken: readonly string[]): string {
  const free = BOT_NAMES.find((n) => !taken.some((t) => t.startsWith(`Bot ${n} (`)));
  return free ? `Bot ${free} (${level})` : `Bot ${BOT_NAMES[0]} (${level}) ${taken.length + 1}`;
}
