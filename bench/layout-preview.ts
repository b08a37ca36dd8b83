// Issue 29: the home layout editor's preview refresh after a save, in Chromium. The demo owner of
// Urban Threads (the built console, demo data: its home page has ten sections) opens
// /setup/layouts/home at 1280 px; BENCH_SAVES (20) times the first row is hidden or shown again
// (one save of the draft). Each figure runs from the click, in the page's clock, to the preview
// frame's load event with the new draft drawn by the shop (a signed ?preview= address, never
// cached). Prints p50/p95; asserts nothing.
//   npm run build -w @stallfront/web && npm run build -w @stallfront/storefront && npx tsx bench/layout-preview.ts
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/layout-preview.ts
import { freshPage, launchBrowser } from '../e2e/support/browser.js';
import { signInHere } from '../e2e/support/console.js';
import { startConsoleServer } from '../e2e/support/server.js';
import { recordFigure } from './support/figures.mjs';

const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const OWNER = 'owner@urban-threads.demo';
const FRAME = 'iframe[title="Preview of your home page"]';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const server = await startConsoleServer();
const browser = await launchBrowser();
try {
  const page = await freshPage(browser, server.baseUrl);
  await page.goto('/session/signin');
  await signInHere(page, OWNER);
  await page.waitForURL((url) => !url.pathname.includes('signin'));
  await page.goto('/setup/layouts/home');
  await page.getByRole('status').filter({ hasText: 'Updating preview' }).waitFor({ state: 'detached' });
  const first = (await page.locator('article').first().getAttribute('aria-label')) ?? '';

  // The frame element stays (its address changes), so one listener sees every load.
  await page.locator(FRAME).evaluate((frame) => {
    const loads: number[] = [];
    (window as unknown as { loads: number[] }).loads = loads;
    frame.addEventListener('load', () => loads.push(performance.now()));
  });
  const refreshes: number[] = [];
  for (let i = 0; i < SAVES; i += 1) {
    const hidden = i % 2 === 0;
    const clickedAt = await page.evaluate(
      (name) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
        if (!button) throw new Error(`no button ${name}`);
        const at = performance.now();
        button.click();
        return at;
      },
      `${hidden ? 'Hide' : 'Show'} ${first}`,
    );
    await page.waitForFunction((n) => (window as unknown as { loads: number[] }).loads.length > n, i, {
      timeout: 30_000,
    });
    const loadedAt = await page.evaluate((n) => (window as unknown as { loads: number[] }).loads[n] ?? 0, i);
    refreshes.push(loadedAt - clickedAt);
    // The row's toggle has turned: the next save starts from a settled editor.
    await page.getByRole('button', { name: `${hidden ? 'Show' : 'Hide'} ${first}`, exact: true }).waitFor();
  }

  const sorted = [...refreshes].sort((a, b) => a - b);
  const figures = {
    p50_ms: Number(percentile(sorted, 50).toFixed(0)),
    p95_ms: Number(percentile(sorted, 95).toFixed(0)),
  };
  const column = server.app.ctx.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  for (const [figure, value] of Object.entries(figures)) {
    recordFigure({ key: `layout_preview_refresh_${figure}`, database: column, value });
  }
  console.log(`${column}: ${SAVES} saves of a ten-section draft (a row hidden or shown), Chromium at 1280 px`);
  console.table({ 'click → preview loaded with the draft': figures });
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
