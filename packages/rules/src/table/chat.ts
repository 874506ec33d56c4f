/** Table talk's limits, written once: the API checks them, the web's chat box keeps to them. */
export const CHAT_LIMITS = {
  /** A message's length at most, once trimmed (plain text). */
  characters: 500,
  /** Messages a seat may write in a minute. */
  perMinute: 10,
} as const;
