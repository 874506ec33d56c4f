/** One colour per seat, for every table, players panel, replay move list and score chart: the one place they live. */
const COLOURS = ['#1f2a37', '#8c3b2e', '#2f6b4f', '#5b4a8a', '#8a6412', '#2a6f86'];
/** A dash pattern per seat, so lines differ by more than colour (and seats 7+ that reuse a colour stay apart). */
const DASHES = ['', '7 4', '2 3', '9 3 2 3', '1 4', '12 4'];

export const seatColour = (seat: number) => COLOURS[seat % COLOURS.length] as string;

export const seatDash = (seat: number) => DASHES[seat % DASHES.length] as string;
