/// <reference types="node" />
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a root container with no GPU and a closed network: without the background
 * networking ones, Chromium keeps trying (and failing) to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the e2e globalSetup provides (vitest's provide/inject): the shared Chromium's address. */
export const CHROMIUM_WS = 'chromiumWsEndpoint';

/** Headless Debian Chromium for the browser tests of every workspace. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
