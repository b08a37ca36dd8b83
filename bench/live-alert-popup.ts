// Issue 14: new-order alert latency from the order's commit to its alert drawn in the console,
// in Chromium. The demo owner of Urban Threads is signed in (the built console, demo data, as
// the browser tests run it); BENCH_POPUPS (30) orders are placed one at a time through the
// shop's checkout over HTTP (cash on delivery). The commit is when the database announces the
// order's outbox row (the insert trigger's notice goes out at commit; this bench listens on a
// connection of its own); the alert is when a MutationObserver in the page sees a card in the
// "New orders" corner (issue 38 made the popup a card that blocks nothing; the figures keep
// their names). Both clocks are this machine's (performance.timeOrigin + now()). Each card is
// dismissed before the next order. Prints p50/p99; asserts nothing.
//   npm run build -w @stallfront/web && npx tsx bench/live-alert-popup.ts          (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/live-alert-popup.ts
import { performance } from 'node:perf_hooks';
import { apiAs } from '../e2e/support/api.js';
import { freshPage, launchBrowser } from '../e2e/support/browser.js';
import { signInHere } from '../e2e/support/console.js';
import { startConsoleServer } from '../e2e/support/server.js';
import { OUTBOX_CHANNEL } from '../apps/server/src/platform/outbox/dispatcher.js';
import { recordFigure } from './support/figures.mjs';
import { placeCodOrder } from './support/shop.js';

const ORDERS = Number(process.env.BENCH_POPUPS ?? 30);
const OWNER = 'owner@urban-threads.demo';
const SKU = 'POPUP-MUG';
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const server = await startConsoleServer();
const browser = await launchBrowser();
try {
  const api = await apiAs(server.baseUrl, OWNER);
  await api('POST', '/store/product', {
    name: 'Popup Mug',
    sku: SKU,
    slug: 'popup-mug',
    price: 25_000,
    stock: 100_000,
  });

  const page = await freshPage(browser, server.baseUrl);
  await page.goto('/session/signin');
  await signInHere(page, OWNER);
  await page.waitForURL((url) => !url.pathname.includes('signin'));
  // The alerts chunk has loaded (its sound toggle shows) and its socket has had its handshake.
  await page.locator('[data-sound]').waitFor();
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { popups: number[] }).popups = seen;
    let open = false;
    new MutationObserver(() => {
      const card = document.querySelector('section[aria-label="New orders"] article') !== null;
      if (card && !open) seen.push(performance.timeOrigin + performance.now());
      open = card;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });

  let committedAt = 0;
  const unlisten = await server.app.ctx.database.listen(
    OUTBOX_CHANNEL,
    () => (committedAt ||= now()),
    () => {},
    'stallfront-bench',
  );
  const latencies: number[] = [];
  let unheard = 0;
  for (let i = 0; i < ORDERS; i += 1) {
    committedAt = 0;
    const placed = await placeCodOrder(server.baseUrl, '/s/urban-threads', SKU, i);
    if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
    await page.waitForFunction((n) => (window as unknown as { popups: number[] }).popups.length > n, i);
    const shownAt = await page.evaluate((n) => (window as unknown as { popups: number[] }).popups[n] ?? 0, i);
    // The notice reaches the bench's own connection independently of the popup: wait for it.
    for (let waited = 0; committedAt === 0 && waited < 5000; waited += 5) await sleep(5);
    if (committedAt === 0) unheard += 1;
    else latencies.push(shownAt - committedAt);
    const card = page.getByRole('region', { name: 'New orders' }).getByRole('article');
    await card.getByRole('button', { name: /^Dismiss order/ }).click();
    await card.waitFor({ state: 'detached' });
  }
  await unlisten();

  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    p50_ms: Number(percentile(sorted, 50).toFixed(1)),
    p99_ms: Number(percentile(sorted, 99).toFixed(1)),
  };
  const column = server.app.ctx.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  for (const [figure, value] of Object.entries(figures)) {
    recordFigure({ key: `live_alert_popup_${figure}`, database: column, value });
  }
  console.log(`${column}: ${ORDERS} orders placed one at a time; Chromium shows each card, then it is dismissed`);
  console.table({ 'order commit → card drawn': figures });
  if (unheard) console.log(`${unheard} orders' commit notices never reached the bench's connection; left out`);
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
