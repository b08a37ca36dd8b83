import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = fileURLToPath(new URL('../screenshots', import.meta.url));

export const DESKTOP = { width: 1280, height: 800 };

/**
 * For a goto the console answers by sending the page elsewhere: a sign-in page is its own document
 * (main.tsx), so the console leaves with a document load that can cut the goto's own load short.
 */
export const REDIRECTED = { waitUntil: 'commit' } as const;

/**
 * A goto to a page the console will leave on its own: when the page already open hears first that
 * the session ended, its own move to the sign-in aborts this goto before it commits. Either way the
 * browser ends at the sign-in, which is what the caller waits for next.
 */
export async function gotoWhileLeaving(page: Page, path: string): Promise<void> {
  await page.goto(path, REDIRECTED).catch((error: Error) => {
    if (!error.message.includes('net::ERR_ABORTED')) throw error;
  });
}
export const PHONE = { width: 390, height: 844 };

/** Debian's Chromium, headless, with no network of its own (see STACK notes). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium fonts-liberation`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}

/** A page in a fresh browser context: its own storage, cookies and IndexedDB. */
export async function freshPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const traces = process.env.E2E_TRACE;
  if (traces) {
    // A Playwright trace of each failed test's pages: npx playwright-core show-trace <file>.
    await context.tracing.start({ screenshots: true, snapshots: true });
    onTestFailed(async ({ task }) => {
      const name = task.name.slice(0, 40).replace(/\W+/g, '-');
      await context.tracing.stop({ path: `${traces}/${name}-${Date.now()}.zip` });
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

/** Collects the page's Content-Security-Policy violations, as Chromium reports them on its console. */
export function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Waits until no transition or animation that ends is running (a modal's fade, a drawer's slide,
 * the shell's navbar after a resize); endless ones (a spinner, a pulsing dot) are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Saves the page as it stands once its transitions have ended. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

/**
 * Presses keys on a focused dnd-kit drag handle (Space picks up, arrows move, Space drops), one
 * at a time: each waits for dnd-kit's spoken announcement of it and for the items to slide into
 * place, because the keyboard sensor measures the items between presses.
 */
export async function dragByKeyboard(page: Page, keys: string[]): Promise<void> {
  const announced = () => page.locator('[id^="DndLiveRegion"]').allTextContents();
  for (const key of keys) {
    const before = (await announced()).join('|');
    await page.keyboard.press(key);
    await expect.poll(async () => (await announced()).join('|')).not.toBe(before);
    await settled(page);
  }
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when the toast (or any floating locator) covers the page's header or its title (issue 38, item 19). */
export async function expectCoversNoTitle(page: Page, floating: Locator): Promise<void> {
  const box = await floating.boundingBox();
  expect(box, 'the floating element is shown').not.toBeNull();
  for (const covered of [page.getByRole('banner'), page.getByRole('heading', { level: 1 })]) {
    const under = await covered.first().boundingBox();
    if (box && under) expect(intersects(box, under), `covers ${covered}`).toBe(false);
  }
}
