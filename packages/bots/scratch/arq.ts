import { engineFor, opening, fold } from '@turnpost/rules';
import { randomAction } from '/work/main/packages/bots/src/decide.ts';
const engine = engineFor('arquetect')!;
let state = opening(engine, { seats: 2, options: {}, seed: 'x:game:0' }).state;
let n=0;
for(;;){ const s=engine.awaiting(state)[0]; if(s===undefined)break; const legal=engine.legalActions(state,s); const a=randomAction(legal,'r'+n); console.log(s, legal.length, JSON.stringify(a)); state=fold(engine,state,[{seat:s,action:a}]); n++; }
console.log(JSON.stringify(engine.outcome(state)));
