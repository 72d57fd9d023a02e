/// <reference types="node" />
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_WS, launchBrowser } from './chromium';
import { forThisFile } from './per-file';

declare module 'vitest' {
  export interface ProvidedContext {
    [CHROMIUM_WS]: string;
  }
}

/**
 * The run's shared Chromium (started once by the e2e project's globalSetup,
 * chromium-server.ts), connected for this file; outside that project, a Chromium of its own.
 * Closing what this returns disconnects and drops the file's contexts; the shared Chromium
 * keeps running for the next file.
 */
export async function sharedBrowser(): Promise<Browser> {
  const endpoint = inject(CHROMIUM_WS);
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/** The shared Chromium for this test file: connected before its first test, let go after its last. */
export const browserForThisFile = () => forThisFile(sharedBrowser, (browser) => browser.close());
