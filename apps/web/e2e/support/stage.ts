/**
 * A browser test file's stage: the real API server serving the built app, and one chromium, started before the
 * file's tests (with its artifacts folder) and stopped after them. Call it inside the `describe`.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type ApiServer, type ApiServerOptions, startApiServer } from './api-server.ts';
import { launchChromium } from './chromium.ts';

export interface Stage {
  readonly server: ApiServer;
  readonly browser: Browser;
}

export function useStage(options: ApiServerOptions & { artifacts?: string; notifications?: boolean } = {}): Stage {
  let server: ApiServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (options.artifacts) mkdirSync(options.artifacts, { recursive: true });
    server = await startApiServer(options);
    browser = await launchChromium({ notifications: options.notifications ?? false });
  });
  afterAll(async () => {
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
