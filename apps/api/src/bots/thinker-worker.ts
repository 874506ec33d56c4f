/** A thread of the thinker pool: decides each thought it is sent and posts the action back. */
import { parentPort, workerData } from 'node:worker_threads';
import { holdWhileServing } from './people-first.ts';
import { type Thought, thinkNow } from './thinking.ts';
import { yieldToPeople } from './thread-priority.ts';

yieldToPeople();
const serving = (workerData as { serving?: SharedArrayBuffer } | null)?.serving;
const pause = serving ? holdWhileServing(serving) : undefined;

parentPort?.on('message', (task: { id: number; thought: Thought }) => {
  try {
    parentPort?.postMessage({ id: task.id, action: thinkNow(task.thought, pause) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
