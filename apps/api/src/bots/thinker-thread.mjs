// The thinker pool's thread entry: the API runs from TypeScript, so the thread registers tsx's loader first, then
// loads the thread's code (thinker-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./thinker-worker.ts');
