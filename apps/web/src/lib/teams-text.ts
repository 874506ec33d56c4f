/**
 * Who partners whom in a team game, in words for the new game's links page: the teams come from the game's option
 * (`OptionSpec.teams`, e.g. Civ Builder's seats 1 & 3 against 2 & 4), the names from the seats.
 */
import { listText } from './kit/words.ts';

/** The option specs' teams that the chosen options switch on (the first such option), else null. */
export function chosenTeams(
  specs: readonly { name: string; kind: string; teams?: number[][] }[],
  options: Readonly<Record<string, unknown>>,
): number[][] | null {
  return specs.find((s) => s.kind === 'boolean' && s.teams && options[s.name] === true)?.teams ?? null;
}

/** "Ann and Cy (seats 1 and 3) against Bob and Dee (seats 2 and 4)". */
export function teamsSentence(teams: readonly number[][], nameOf: (seat: number) => string): string {
  const team = (seats: readonly number[]) => `${listText(seats.map(nameOf))} (seats ${listText(seats.map((s) => String(s + 1)))})`;
  return teams.map(team).join(' against ');
}

/** A seat's partners, by name ("Cy"), or "" outside a team game. */
export function partnersText(teams: readonly number[][] | null | undefined, seat: number, nameOf: (seat: number) => string): string {
  const mine = teams?.find((t) => t.includes(seat));
  return mine ? listText(mine.filter((s) => s !== seat).map(nameOf)) : '';
}
