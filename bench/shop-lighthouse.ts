// Lighthouse's scores of the demo shop's product page with its mobile profile (a phone on slow
// 4G, CPU 4× slower): performance, accessibility, SEO and best practices, with the audits that
// cost points. Lighthouse is the npm package, fetched by npx at its pinned version (it is large
// and only this bench uses it), run against Debian's Chromium. Prints figures; asserts nothing.
//   npm run build -w @stallfront/storefront && npx tsx bench/shop-lighthouse.ts
// Settings: BENCH_PAGES (the shop paths to score, comma separated).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { recordFigure } from './support/figures.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PAGES = (process.env.BENCH_PAGES ?? '/s/urban-threads/p/slim-chinos,/s/urban-threads/').split(',');
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'stallfront-lighthouse-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SHOP_DIST,
  MEDIA_DIR: join(work, 'media'),
});
const database = await openDatabase({ dataDir: join(work, 'db') });
const app = await buildApp({ config, database });
await seedDemo(app.ctx);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

interface Report {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string }>;
}

/** One Lighthouse run in its own process, awaited: this process's event loop serves the pages. */
async function lighthouse(url: string, output: string): Promise<boolean> {
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
        // Lighthouse's own launcher, with the few flags it needs here (the tests' list made Chromium
        // close its page mid-run under Lighthouse).
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        '--only-categories=performance,accessibility,seo,best-practices',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { timeout: 180_000 },
    );
    return true;
  } catch (error) {
    console.error(`lighthouse failed on ${url}: ${(error as Error).message.split('\n').at(-2) ?? ''}`);
    return false;
  }
}

for (const path of PAGES) {
  const output = join(work, 'report.json');
  // Lighthouse sometimes loses its trace of a load (NO_NAVSTART): it says to run again.
  if (!(await lighthouse(`${address}${path}`, output)) && !(await lighthouse(`${address}${path}`, output))) continue;
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const scores = Object.values(report.categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
  console.log(`${path} (mobile): ${scores.join(', ')}`);
  for (const [key, category] of Object.entries(report.categories)) {
    const page = path.includes('/p/') ? 'product' : 'home';
    recordFigure({
      key: `lighthouse_${page}_${key.replace('-', '_')}`,
      value: Math.round((category.score ?? 0) * 100),
    });
  }
  const lost = Object.values(report.audits).filter(
    (a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
  );
  for (const audit of lost) console.log(`  below 90: ${audit.title} (${Math.round((audit.score ?? 0) * 100)})`);
}
await app.close();
rmSync(work, { recursive: true, force: true });
