/** A thread of the thinker pool: decides each thought it is sent and posts the action back. */
import { parentPort } from 'node:worker_threads';
import { type Thought, thinkNow } from './thinking.ts';
import { yieldToPeople } from './thread-priority.ts';

yieldToPeople();

parentPort?.on('message', (task: { id: number; thought: Thought }) => {
  try {
    parentPort?.postMessage({ id: task.id, action: thinkNow(task.thought) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
