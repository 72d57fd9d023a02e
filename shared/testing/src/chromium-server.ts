/// <reference types="node" />
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_WS } from './chromium';

/**
 * vitest globalSetup of the browser tests: one headless Chromium for the whole run, which every
 * test file (in every worker) connects to instead of launching its own. Each file still gets
 * its own contexts, so nothing leaks between files; starting Chromium costs about a second of
 * CPU, paid once here instead of once per file.
 */
export default async function startChromium(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  project.provide(CHROMIUM_WS, server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
