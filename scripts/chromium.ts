// Debian's Chromium as every tool here launches it (the journeys, the Lighthouse bench): no sandbox
// (containers), no GPU, and none of its own background traffic to skew a measurement.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
