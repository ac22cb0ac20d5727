// Debian's Chromium, launched the way this machine needs it (closed network, root).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

function options() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run .ci/run, or apt-get install chromium`);
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(options());
}

/** The same browser, as a server that several test files connect to in turn (tests/e2e/global-setup.ts). */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(options());
}

/** A browser from the server at `endpoint` (closing it disconnects, and closes the contexts it made). */
export async function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
