import type { Page } from 'playwright-core';
import { type AccessContext, accessContextOf, type MenuGroup, menuFor, type StoreSession } from '@stallfront/shared';
import { DESKTOP, freshPage } from './browser.js';
import type { ConsoleSuite } from './suite.js';

export const DEMO_PASSWORD = 'stallfront-demo';

/** Fills the sign-in form on the current page and returns the session the server answered with. */
export async function signInHere(page: Page, email: string, password = DEMO_PASSWORD): Promise<StoreSession> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/auth/') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  const body = (await response.json()) as { status: boolean; data: StoreSession; message?: string };
  if (!body.status) throw new Error(`sign-in refused: ${body.message}`);
  return body.data;
}

/**
 * A page of its own (fresh storage) signed in on a sign-in page as a person does it, once the
 * console has left that page.
 */
export async function signedInPage(
  suite: ConsoleSuite,
  email: string,
  { viewport = DESKTOP, at = '/session/signin' }: { viewport?: typeof DESKTOP; at?: string } = {},
): Promise<{ page: Page; session: StoreSession }> {
  const page = await freshPage(suite.browser, suite.server.baseUrl, viewport);
  await page.goto(at);
  const session = await signInHere(page, email);
  await page.waitForURL((url) => !url.pathname.includes('signin'));
  return { page, session };
}

/** The sidebar's top level as the user sees it: group names and ungrouped entries, in order. */
export async function sidebarTopLevel(page: Page): Promise<string[]> {
  const nav = page.locator('nav[aria-label="Main menu"]');
  await nav.waitFor();
  return nav.locator(':scope > :is(a, button) .mantine-NavLink-label').allTextContents();
}

/** What the route table says that sidebar should hold. */
export function expectedTopLevel(groups: MenuGroup[]): string[] {
  return groups.flatMap((g) => (g.group ? [g.group] : g.items.map((r) => r.label)));
}

export function storeMenu(session: StoreSession): MenuGroup[] {
  return menuFor(accessContextOf(session), 'store');
}

export const MASTER_CTX: AccessContext = { loginType: 'master', ysFeatures: [], hasMasterToken: true };

/** Local storage as the page holds it. */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/**
 * A signed-in page opened at `path` once the sign-in toast has gone, its heading drawn; `errors`
 * gathers its console and page errors, which the route walk fails on too.
 */
export async function signedInAt(
  suite: ConsoleSuite,
  email: string,
  path: string,
  heading: { name: string; level: number },
  { viewport = DESKTOP, errors }: { viewport?: typeof DESKTOP; errors: string[] },
): Promise<Page> {
  const { page } = await signedInPage(suite, email, { viewport });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.getByRole('alert').filter({ hasText: 'Signed in.' }).waitFor({ state: 'hidden' });
  await page.goto(path);
  await page.getByRole('heading', heading).waitFor();
  return page;
}
