/** A thread of the thinker pool: decides each thought (or analyses each job) it is sent and posts the answer back. */
import { parentPort, workerData } from 'node:worker_threads';
import { holdWhileServing } from './people-first.ts';
import { type AnalysisJob, analyseNow, type Thought, thinkNow } from './thinking.ts';
import { yieldToPeople } from './thread-priority.ts';

yieldToPeople();
const serving = (workerData as { serving?: SharedArrayBuffer } | null)?.serving;
const pause = serving ? holdWhileServing(serving) : undefined;

parentPort?.on('message', (task: { id: number; thought?: Thought; analysis?: AnalysisJob }) => {
  try {
    const action = task.analysis ? analyseNow(task.analysis, pause) : thinkNow(task.thought as Thought, pause);
    parentPort?.postMessage({ id: task.id, action });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
