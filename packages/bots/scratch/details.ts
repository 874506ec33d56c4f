import { engineFor, randomPlayout } from '@turnpost/rules';
for (const k of ['avenue-empires','saltmarket','civ-builder']) { const e = engineFor(k)!; const r = randomPlayout<unknown>(e, { seats: e.seats.min === 1 ? 2 : e.seats.min, seed: 'd' }); console.log(k, JSON.stringify(e.outcome(r.state)).slice(0, 900)); }
