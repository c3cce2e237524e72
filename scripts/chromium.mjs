// Debian's Chromium, as the end-to-end tests and the benchmarks launch it: never a browser
// downloaded by a tool, and without the background traffic (updates, sync, QUIC) a machine that
// reaches only npm and Debian cannot answer. The launcher adds its own headless switch.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
