/**
 * Node: bots think in a bounded pool of worker threads, off the event loop that answers people's requests. At most
 * `size` searches run at once; the others wait their turn in order, bots' moves before the analyses of finished
 * games. A thread that dies fails its task (the bots' sweep retries the move) and is replaced. Given the server's
 * request counter, a thread holds its search while a request is in flight (people-first.ts).
 */
import { Worker } from 'node:worker_threads';
import type { MomentAnalysis } from '@turnpost/bots';
import type { AnalysisJob, Thinker, Thought } from './thinking.ts';

interface Task {
  id: number;
  /** A bot's decision, or a finished game's moments to analyse (issue 50). */
  work: { thought: Thought } | { analysis: AnalysisJob };
  resolve: (action: unknown) => void;
  reject: (error: Error) => void;
}

/** `serving`: the server's request counter (people-first.ts); its threads then hold their searches while it answers. */
export function thinkerPool(size: number, serving?: SharedArrayBuffer): Thinker {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const queue: Task[] = [];
  let threads = 0;
  let nextId = 0;
  let closed = false;

  const spawn = (): Worker => {
    const worker = new Worker(new URL('./thinker-thread.mjs', import.meta.url), { workerData: { serving } });
    threads++;
    worker.on('message', (reply: { id: number; action?: unknown; error?: string }) => {
      const task = busy.get(worker);
      busy.delete(worker);
      if (task?.id === reply.id) {
        if (reply.error !== undefined) task.reject(new Error(reply.error));
        else task.resolve(reply.action);
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
      busy.delete(worker);
    });
    worker.on('exit', () => {
      threads--;
      const task = busy.get(worker);
      busy.delete(worker);
      task?.reject(new Error('the thinking thread stopped'));
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      if (!closed) pump();
    });
    return worker;
  };

  const pump = () => {
    while (!closed && queue.length > 0) {
      const worker = idle.pop() ?? (threads < size ? spawn() : undefined);
      if (!worker) return;
      const task = queue.shift() as Task;
      busy.set(worker, task);
      worker.postMessage({ id: task.id, ...task.work });
    }
  };

  const ask = (work: Task['work']) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) return reject(new Error('the thinker pool is closed'));
      const task = { id: nextId++, work, resolve, reject };
      // a bot's move goes before any analysis waiting (a table waits on it), after the other moves waiting
      const at = 'thought' in work ? queue.findIndex((t) => 'analysis' in t.work) : -1;
      queue.splice(at < 0 ? queue.length : at, 0, task);
      pump();
    });

  return {
    think: (thought) => ask({ thought }),
    analyse: (analysis) => ask({ analysis }) as Promise<MomentAnalysis[]>,
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the thinker pool is closed'));
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}
