/**
 * The e2e project's global setup (vitest.config.ts): one API server with the default environment for each worker,
 * started once before the browser files and stopped after the last, which every file whose stage asks nothing of
 * its server (`useStage` without `env`, stage.ts) uses instead of a server of its own. A server's start costs about
 * 2.2 s of CPU (its modules, a fresh database and its migrations; 2026-12-06) that 19 of the suite's files paid each.
 * Each keeps its games apart by their ids and links as any server does; a file that reads what the whole server
 * holds (the list of games, empty at first; the lobby) asks for a server of its own (`ownServer`).
 */
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server.ts';

/** As many as the e2e project's workers (vitest.config.ts `maxWorkers`): each worker's files use one. */
export const SHARED_SERVERS = 2;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origins of the shared servers, by worker (`VITEST_POOL_ID` 1 takes the first). */
    sharedServers: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const servers = await Promise.all(Array.from({ length: SHARED_SERVERS }, () => startApiServer()));
  project.provide(
    'sharedServers',
    servers.map((s) => s.origin),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
