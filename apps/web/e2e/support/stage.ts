/**
 * A browser test file's stage: the real API server serving the built app, and one chromium. A file that asks nothing
 * of its server shares its worker's (started once for the run: shared-servers.ts) and its worker's chromium (launched
 * once), whose contexts the file's end closes; a file that sets the server's environment, needs the whole chromium
 * (notifications) or a server of its own gets both started before its tests and stopped after them. Call it inside
 * the `describe`.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type ApiServer, type ApiServerOptions, startApiServer } from './api-server.ts';
import { launchChromium } from './chromium.ts';

export interface Stage {
  readonly server: ApiServer;
  readonly browser: Browser;
}

export interface StageOptions extends ApiServerOptions {
  artifacts?: string;
  notifications?: boolean;
  /** A server of its own, for a file that reads what its whole server holds (the list of games, the lobby). */
  ownServer?: boolean;
}

/** This worker's chromium for the files that share it: launched by the first, closed with the worker. */
let workerBrowser: Promise<Browser> | null = null;

/** This worker's shared server (shared-servers.ts): the run's servers, one per worker. */
function sharedServer(): ApiServer {
  const origins = inject('sharedServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const origin = origins[(Math.max(1, worker) - 1) % origins.length];
  if (!origin) throw new Error('No shared API server: the e2e project starts them (vitest.config.ts globalSetup).');
  return { origin, output: () => '(a shared server: see shared-servers.ts)', stop: async () => {} };
}

export function useStage(options: StageOptions = {}): Stage {
  const shared = options.env === undefined && !options.notifications && !options.ownServer;
  let server: ApiServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (options.artifacts) mkdirSync(options.artifacts, { recursive: true });
    if (shared) {
      server = sharedServer();
      workerBrowser ??= launchChromium();
      browser = await workerBrowser;
    } else {
      server = await startApiServer(options);
      browser = await launchChromium({ notifications: options.notifications ?? false });
    }
  });
  afterAll(async () => {
    if (shared) {
      // the next file of this worker starts with a browser holding no page of this one's
      await Promise.all((browser?.contexts() ?? []).map((c) => c.close().catch(() => {})));
      return;
    }
    await browser?.close().catch(() => {});
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('The API server has not started (useStage runs in beforeAll).');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium has not started (useStage runs in beforeAll).');
      return browser;
    },
  };
}
