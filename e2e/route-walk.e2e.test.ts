import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BILLING_CALLS,
  CUSTOMER_CALLS,
  findRoute,
  guardRedirect,
  ORDER_CALLS,
  ORDER_STATUSES,
  PRODUCT_CALLS,
  QUOTE_CALLS,
  QUOTE_LIST_STATES,
  ROUTES,
  type RouteEntry,
  STORE_CALLS,
} from '@stallfront/shared';
import type { Caller } from './support/api.js';
import { DESKTOP, freshPage, PHONE, screenshot, settled } from './support/browser.js';
import { signInHere } from './support/console.js';
import { type DemoAccount, demoAccounts } from './support/demo-accounts.js';
import { consoleSuite } from './support/suite.js';

/**
 * Issue 27: every built screen opens, by one walk of the route table. Each route marked 'ready' (but
 * the sign-in pages, which the sign-in document draws) is opened as the first demo account whose
 * session the console's own guard lets in, the Urban Threads owner first (or an account of the demo
 * store its `demoStore` names), at a desktop's and a phone's width: no page error, no console error,
 * no coming-soon panel, one h1, nothing wider than the screen, and a screenshot. A new screen needs
 * nothing here unless its path has an id (ID_FINDERS).
 */
const suite = consoleSuite();

/**
 * Each account's page moves from route to route inside the app, as Back and Forward do (the router's
 * popstate): a full load per route took about twice as long on this machine, and the flow tests open
 * their screens by URL anyway. At the first width each screen's code and data load here for the first time.
 */
const PASSES = [
  { width: 'desktop', viewport: DESKTOP },
  { width: 'phone', viewport: PHONE },
] as const;
type Pass = (typeof PASSES)[number];
/** Sized for a busy two-core machine: a screen's first load there can take seconds. */
const SLOW = 30_000;

/** A real id for each `:param` of a route's path, found through the API as the account that opens it. */
type IdFinder = (call: Caller) => Promise<Record<string, string | undefined>>;

/** The first row of the first of `lists` that has one. */
async function firstOf<T>(lists: readonly (() => Promise<{ list: T[] }>)[]): Promise<T | undefined> {
  for (const list of lists) {
    const [row] = (await list()).list;
    if (row) return row;
  }
  return undefined;
}

const ID_FINDERS: Record<string, IdFinder> = {
  products_edit: async (call) => ({ id: (await call(PRODUCT_CALLS.list, { limit: 1 })).list[0]?._id }),
  orders_detail: async (call) => ({
    id: (await firstOf(ORDER_STATUSES.map((status) => () => call(ORDER_CALLS.list, { status, limit: 1 }))))?._id,
  }),
  customer_detail: async (call) => ({
    id: (await call(CUSTOMER_CALLS.list, { kind: 'signed_up', limit: 1 })).list[0]?._id,
  }),
  payment_summary: async (call) => ({
    type: 'plan',
    id: (await call(BILLING_CALLS.overview, undefined)).data.invoices[0]?.payment_id ?? undefined,
  }),
  payment_summary_store: async (call) => ({
    type: 'plan',
    id: (await call(BILLING_CALLS.overview, undefined)).data.invoices[0]?.payment_id ?? undefined,
    store_id: (await call(STORE_CALLS.details, undefined)).data._id,
  }),
  welcome: async () => ({ type: 'plan' }),
  quotes_view: async (call) => ({
    id: (await firstOf(QUOTE_LIST_STATES.map((state) => () => call(QUOTE_CALLS.list, { state, limit: 1 }))))?._id,
  }),
};

/**
 * Built screens the walk cannot open with a real id, each opened by its own browser test instead:
 * an invite's token exists only in the mail it sends (e2e/account-users.e2e.test.ts accepts one).
 */
const OPENED_BY_THEIR_FLOW = new Set(['accept_invite']);
/** The routes the walk opens: built screens the console draws (the sign-in pages are the sign-in document's). */
const WALKED = ROUTES.filter(
  (route) => route.screen === 'ready' && route.document !== 'signin' && !OPENED_BY_THEIR_FLOW.has(route.name),
);

interface Visit {
  route: RouteEntry;
  path: string;
}

/** Which account opens each walked route, and at which concrete path; what cannot be opened, said by route. */
async function planWalk(accounts: DemoAccount[]): Promise<{ visits: Map<DemoAccount, Visit[]>; problems: string[] }> {
  const visits = new Map<DemoAccount, Visit[]>();
  const problems: string[] = [];
  for (const route of WALKED) {
    if (findRoute(route.path)?.name !== route.name) {
      problems.push(`${route.name}: its path ${route.path} is matched by another route`);
      continue;
    }
    const admitted = accounts.filter((a) => guardRedirect(route.path, a.guard) === null);
    const account = route.demoStore ? admitted.find((a) => a.subDomain === route.demoStore) : admitted[0];
    if (!account) {
      const of = route.demoStore ? ` of the demo store ${route.demoStore}` : '';
      problems.push(`${route.name} (${route.path}): no demo sign-in${of} may open it`);
      continue;
    }
    const params = route.path.includes(':') ? await findIds(route, account) : {};
    const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => params[name] ?? `:${name}`);
    if (path.includes(':')) {
      problems.push(`${route.name} (${route.path}): no id for ${account.who}; give it one in ID_FINDERS`);
      continue;
    }
    visits.set(account, [...(visits.get(account) ?? []), { route, path }]);
  }
  return { visits, problems };
}

async function findIds(route: RouteEntry, account: DemoAccount): Promise<Record<string, string | undefined>> {
  const finder = ID_FINDERS[route.name];
  return finder ? finder(account.call) : {};
}

/** What the page reported since the last `take()`: page errors and console messages of type error. */
function errorsOf(page: Page): { take(): string[] } {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/** Requests the page has in flight, and when one last started or ended. */
type Traffic = () => { inFlight: number; quietFor: number };
function trafficOf(page: Page): Traffic {
  const inFlight = new Set<unknown>();
  let last = performance.now();
  const start = (request: unknown) => {
    inFlight.add(request);
    last = performance.now();
  };
  const end = (request: unknown) => {
    inFlight.delete(request);
    last = performance.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => ({ inFlight: inFlight.size, quietFor: performance.now() - last });
}

/** A screen still waiting for its data: a skeleton, a loader or a busy region. */
const LOADING = '.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]';

/**
 * Waits until the page is drawn with its data: some h1 stands, no skeleton or loader is left and no
 * request has started or ended for a moment, so what the screen does with its data has happened too.
 */
async function drawn(page: Page, traffic: Traffic, title?: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { inFlight, quietFor } = traffic();
        return (
          inFlight === 0 &&
          quietFor > 200 &&
          (title === undefined || (await page.title()) === title) &&
          (await page.locator('h1').count()) > 0 &&
          (await page.locator(LOADING).count()) === 0
        );
      },
      { timeout: SLOW, interval: 100, message: 'drawn with its data' },
    )
    .toBe(true);
}

/** Opens one route; says whether its screen was drawn, and what is wrong with it if anything. */
async function open(
  page: Page,
  visit: Visit,
  pass: Pass,
  traffic: Traffic,
): Promise<{ drawn: boolean; problems: string[] }> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, visit.path);
  // The title comes with the route's screen, in one commit: after it, the h1 is the new screen's.
  const title = `${visit.route.label} · Stallfront`;
  const at = () => new URL(page.url()).pathname;
  try {
    await drawn(page, traffic, title);
  } catch {
    const problem = `not drawn in ${SLOW / 1000} s: at ${at()} titled "${await page.title()}" (wanted "${title}")`;
    return { drawn: false, problems: [problem] };
  }
  const problems: string[] = [];
  if (findRoute(at())?.name !== visit.route.name) problems.push(`went to ${at()}`);
  if (await page.getByTestId('coming-soon').count()) problems.push('shows the coming-soon panel');
  // After a resize the shell's navbar is still sliding away: measure the page at rest.
  await settled(page);
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) problems.push(`has ${h1s} h1 elements`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`is ${overflow} px wider than the screen`);
  await screenshot(page, `walk-${visit.route.name.replaceAll('_', '-')}-${pass.width}`);
  return { drawn: true, problems };
}

/** Signs `account` in once, as a person does, then opens its routes at each width; returns how many opened. */
async function walkAs(account: DemoAccount, routes: Visit[], problems: string[]): Promise<number[]> {
  const page = await freshPage(suite.browser, suite.server.baseUrl, DESKTOP);
  const errors = errorsOf(page);
  const traffic = trafficOf(page);
  const report = (where: string, found: string[]) => problems.push(...found.map((p) => `${where}: ${p}`));
  try {
    await page.goto(account.where);
    await signInHere(page, account.email);
    await page.waitForURL((url) => !url.pathname.includes('signin'), { timeout: SLOW });
    await drawn(page, traffic);
    report(`${account.email}'s landing page`, errors.take());
    const opened: number[] = [];
    for (const pass of PASSES) {
      await page.setViewportSize(pass.viewport);
      let count = 0;
      for (const visit of routes) {
        const { drawn, problems: found } = await open(page, visit, pass, traffic);
        if (drawn) count++;
        report(`${visit.route.name} (${visit.path}) at ${pass.width} as ${account.email}`, [
          ...found,
          ...errors.take(),
        ]);
      }
      opened.push(count);
    }
    return opened;
  } catch (error) {
    report(`${account.email} at ${page.url()}`, [(error as Error).message, ...errors.take()]);
    return PASSES.map(() => 0);
  } finally {
    await page.context().close();
  }
}

describe('every ready screen (issue 27)', () => {
  it('opens as a demo account the route table admits, at 1280 and 390 px, cleanly', async () => {
    const started = performance.now();
    const { visits, problems } = await planWalk(await demoAccounts(suite.server.baseUrl));
    const atWidths = (counts: number[]) =>
      PASSES.map((pass, i) => `${counts[i]} at ${pass.viewport.width} px`).join(', ');
    const lines: string[] = [];
    const opened: number[][] = [];
    for (const [account, routes] of visits) {
      opened.push(await walkAs(account, routes, problems));
      lines.push(`  ${account.email.padEnd(32)} ${atWidths(opened.at(-1) ?? [])}`);
    }
    const totals = PASSES.map((_, i) => opened.reduce((sum, counts) => sum + (counts[i] ?? 0), 0));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Route walk, routes opened by account:\n${lines.join('\n')}\n  total ${atWidths(totals)}, in ${seconds} s`,
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
