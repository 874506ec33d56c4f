/** Table talk's limits, written once: the API checks them, the web's chat box keeps to them. */
export const CHAT_LIMITS = {
  /** A message's length at most, once trimmed (plain text), in characters as people count them (`chatLength`). */
  characters: 500,
  /** Messages a seat may write in a minute. */
  perMinute: 10,
  /** A message's size at most in UTF-16 units, whatever its characters: a bound on the work of counting them. */
  units: 4_000,
} as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A message's length as people count it: user-perceived characters (an emoji with its skin tone, a flag, a letter
 * with its accents is one), the one count of the server's check and the chat box's counter.
 */
export function chatLength(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** Why a message (once trimmed) cannot be written at the table, in words; null when it can. */
export function chatTextProblem(text: string): string | null {
  const said = text.trim();
  if (said.length === 0) return 'A message needs some text.';
  if (said.length > CHAT_LIMITS.units || chatLength(said) > CHAT_LIMITS.characters) return `Messages are at most ${CHAT_LIMITS.characters} characters.`;
  return null;
}
