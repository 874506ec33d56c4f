/**
 * Where a game's rules live: `/rules/<game>`, or one card's rule on that page (`/rules/<game>#card-<type>`), so a
 * table can link a card, a term or the whole guide. The page gives every card the anchor `card-<type>`.
 */
export function rulesHref(gameId: string, cardType?: string): string {
  const page = `/rules/${encodeURIComponent(gameId)}`;
  return cardType === undefined ? page : `${page}#${cardAnchor(cardType)}`;
}

/** The id of a card's entry on its rules page. */
export function cardAnchor(cardType: string): string {
  return `card-${cardType}`;
}
