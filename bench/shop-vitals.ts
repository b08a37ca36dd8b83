// Lighthouse-style figures of a shop's product page, as a phone on a slow network sees it: the
// demo shop served by the real server, opened in Debian's Chromium with Lighthouse's mobile
// settings (slow 4G: 150 ms round trip, 1.6 Mbit/s down; CPU 4× slower; 390 px wide).
// Prints FCP, LCP and what went over the wire; asserts nothing.
//   npm run build -w @stallfront/storefront && npx tsx bench/shop-vitals.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SHOP_DIST,
  MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-vitals-media-')),
});
const database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'stallfront-vitals-')) });
const app = await buildApp({ config, database });
await seedDemo(app.ctx);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// A product with sizes: the page that loads the variant picker's script.
const url = `${address}/s/urban-threads/p/slim-chinos`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const results: { fcp: number; lcp: number; js: number; css: number; html: number; total: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const wire = { js: 0, css: 0, html: 0, total: 0 };
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    wire.total += e.encodedDataLength;
    if (type === 'Script') wire.js += e.encodedDataLength;
    if (type === 'Stylesheet') wire.css += e.encodedDataLength;
    if (type === 'Document') wire.html += e.encodedDataLength;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: (window as unknown as { __lcp: number }).__lcp,
  }));
  results.push({ fcp, lcp, ...wire });
  await context.close();
}
await browser.close();
await app.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`Product page ${url.replace(address, '')}, phone on slow 4G with 4× CPU, median of ${RUNS} cold loads:`);
console.log(`  FCP ${ms(median(results.map((r) => r.fcp)))}   LCP ${ms(median(results.map((r) => r.lcp)))}`);
console.log(
  `  over the wire: HTML ${kb(median(results.map((r) => r.html)))}, JavaScript ${kb(median(results.map((r) => r.js)))}, CSS ${kb(median(results.map((r) => r.css)))}, everything ${kb(median(results.map((r) => r.total)))}`,
);
