/** A card's full rule as the rule tip shows it, read from the rules package's card table (never a copy of it). */
import type { CardRule } from '$lib/kit/rule-tip.ts';
import type { CatalogueEntry } from './types.ts';

export function ruleOf(entry: CatalogueEntry): CardRule {
  const ability = entry.ability ? ` Ability (your action, while it faces you; it then turns outward): ${entry.ability.text}` : '';
  return { title: `${entry.name} · ${entry.categoryName}`, text: `${scoring(entry.text)}${ability}` };
}

/** "Scores the number of …", "Scores 1 + …"; an event's text already starts with "Scores". */
function scoring(text: string): string {
  return /^scores\b/i.test(text) ? text : `Scores ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
