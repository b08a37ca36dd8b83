/**
 * Debian's Chromium, headless, with no network of its own: this machine reaches only its
 * package registries, and Chromium's own connections fail many at a time (see STACK notes).
 * Plain JavaScript so the benches in bench/ use the same list as the browser tests.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
