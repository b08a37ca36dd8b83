import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { DEMO_PASSWORD, signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const MASTER = 'admin@stallfront.demo';
const SHOTS = '/tmp/shots-panels';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** Waits for the right-side panel to finish sliding in: its right edge on the window's. */
async function panelSettled(page: Page) {
  const content = page.locator('.mantine-Drawer-content');
  const rightEdge = async () => {
    const box = await content.boundingBox();
    return box ? Math.round(box.x + box.width) : 0;
  };
  await expect.poll(rightEdge).toBe(page.viewportSize()?.width);
}

async function ownerPage(viewport = DESKTOP, email = OWNER) {
  const { page } = await signedInPage(suite, email, { viewport });
  await page.getByRole('alert').filter({ hasText: 'Signed in.' }).waitFor({ state: 'hidden' });
  return page;
}
const adminPage = async (viewport = DESKTOP) =>
  (await signedInPage(suite, MASTER, { viewport, at: '/session/signin/master' })).page;

const png = async (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

type Panel = { list: { _id: string; title: string; viewed: boolean }[]; unread: number };

describe('the notifications panel', () => {
  it('shows the unread count, tags new items and marks one viewed on click', async () => {
    const page = await ownerPage();
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const before = await api<Panel>('GET', '/store/notifications');
    expect(before.unread).toBeGreaterThan(0);
    const bell = page.getByRole('button', { name: `Notifications, ${before.unread} unread` });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const item = drawer.getByRole('button', { name: 'New: Scheduled maintenance on Sunday' });
    await item.waitFor();
    await expect(drawer.getByText('NEW').count()).resolves.toBeGreaterThan(0);
    await panelSettled(page);
    await shot(page, 'notifications-desktop');
    await item.click();
    await drawer.getByRole('button', { name: 'Scheduled maintenance on Sunday', exact: true }).waitFor();
    await page.getByRole('button', { name: `Notifications, ${before.unread - 1} unread` }).waitFor();
    const after = await api<Panel>('GET', '/store/notifications');
    expect(after.list.find((n) => n.title === 'Scheduled maintenance on Sunday')?.viewed).toBe(true);
    expect(after.unread).toBe(before.unread - 1);
    await drawer.getByRole('tab', { name: /^Announcements/ }).click();
    await drawer.getByRole('link', { name: 'Try it' }).waitFor();
    await shot(page, 'announcements-desktop');
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await ownerPage(PHONE);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('Welcome to Stallfront').waitFor();
    await panelSettled(page);
    await shot(page, 'notifications-phone');
    await page.context().close();
  });
});

describe('feedback', () => {
  const subject = `Images in the drawer ${Date.now()}`;

  it('sends feedback with two images, one removed before sending, and thanks the owner', async () => {
    const page = await ownerPage();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const drawer = page.getByRole('dialog', { name: 'Send feedback' });
    await drawer.getByLabel('Subject').fill(subject);
    await drawer.getByRole('combobox', { name: 'Severity' }).click();
    await drawer.getByRole('option', { name: 'Minor' }).click();
    await drawer.getByLabel('Description').fill('Two screenshots <script>alert(1)</script> attached.');
    const files = [
      { name: 'one.png', mimeType: 'image/png', buffer: await png('#2266cc') },
      { name: 'two.png', mimeType: 'image/png', buffer: await png('#cc6622') },
      { name: 'three.png', mimeType: 'image/png', buffer: await png('#22aa66') },
    ];
    await drawer.locator('input[type=file]').setInputFiles(files);
    await drawer.getByRole('button', { name: 'Remove three.png' }).click();
    await expect(drawer.getByText('2 of 5, JPEG or PNG').isVisible()).resolves.toBe(true);
    await shot(page, 'feedback-desktop');
    const sending = page.waitForResponse((r) => r.url().endsWith('/api/store/store_feedback'));
    await drawer.getByRole('button', { name: 'Send feedback' }).click();
    expect((await sending).status()).toBe(200);
    await drawer.getByText('Thank you!').waitFor();
    await expect(drawer.getByLabel('Subject').inputValue()).resolves.toBe('');
    await expect(drawer.getByRole('combobox', { name: 'Severity' }).inputValue()).resolves.toBe('');
    await shot(page, 'feedback-sent-desktop');
    await page.context().close();
  });

  it('opens from the account menu on a phone, where the header has no room for it', async () => {
    const page = await ownerPage(PHONE);
    await expect(page.getByRole('button', { name: 'Send feedback' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Send feedback' }).click();
    await page.getByRole('dialog', { name: 'Send feedback' }).getByLabel('Subject').waitFor();
    await panelSettled(page);
    await shot(page, 'feedback-phone');
    await page.context().close();
  });

  it('reaches the platform admin with both images', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await adminPage(viewport);
      await page.goto('/admin/feedbacks');
      const images = page.getByRole('img', { name: new RegExp(`^Image \\d of “${subject}”$`) });
      await expect.poll(() => images.count()).toBe(2);
      await expect
        .poll(() => images.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      await shot(page, `admin-feedbacks-${name}`);
      await page.context().close();
    }
  });
});

describe('the platform admin sends notifications and announcements', () => {
  it('sends a notification to one store, which its owner then sees', async () => {
    const page = await adminPage();
    await page.goto('/admin/notifications');
    await page.getByRole('row').filter({ hasText: 'Welcome to Stallfront' }).waitFor();
    await shot(page, 'admin-notifications-desktop');
    await page.getByRole('link', { name: 'Send notification' }).click();
    await page.getByLabel('Title').fill('Your payout is on its way');
    await page.getByRole('textbox', { name: 'Message' }).fill('It reaches your bank in two working days.');
    await page.getByLabel('One store').check();
    const store = page.getByRole('combobox', { name: 'Store' });
    await store.fill('urban');
    await page.getByRole('option', { name: 'Urban Threads (urban-threads)' }).click();
    await shot(page, 'admin-notification-form-desktop');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL('**/admin/notifications');
    await page.getByRole('row').filter({ hasText: 'Your payout is on its way' }).waitFor();
    await page.context().close();
    const phone = await adminPage(PHONE);
    await phone.goto('/admin/notifications');
    await phone.getByText('Your payout is on its way').waitFor();
    await shot(phone, 'admin-notifications-phone');
    await phone.context().close();
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const panel = await api<Panel>('GET', '/store/notifications');
    expect(panel.list[0]).toMatchObject({ title: 'Your payout is on its way', viewed: false });
  });

  it('refuses an announcement button whose link does not fit its type, on the field', async () => {
    const page = await adminPage();
    await page.goto('/admin/announcements');
    await page.getByRole('row').filter({ hasText: 'Gift cards for the season' }).waitFor();
    await shot(page, 'admin-announcements-desktop');
    await page.goto('/admin/announcements/new');
    await page.getByLabel('Title').fill('Black Friday');
    await page.getByRole('textbox', { name: 'Message' }).fill('Plan your sale.');
    const primary = page.getByRole('region', { name: 'Primary button' });
    await primary.getByLabel('Button text').fill('Plans');
    await primary.getByLabel('Link').fill('https://example.com');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await primary.getByText(/console path starting with \//).waitFor();
    await primary.getByLabel('Link').fill('/deployment/plans');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL('**/admin/announcements');
    await page.getByRole('row').filter({ hasText: 'Black Friday' }).waitFor();
    await page.context().close();
    const phone = await adminPage(PHONE);
    await phone.goto('/admin/announcements');
    await phone.getByText('Black Friday').waitFor();
    await shot(phone, 'admin-announcements-phone');
    await phone.context().close();
  });
});

describe('the announcement bar', () => {
  it('shows the newest announcement to a self-signed-up Pro owner, and not to the demo owner', async () => {
    const email = `bar-${Date.now()}@example.com`;
    const res = await fetch(`${suite.server.baseUrl}/api/others/create_store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bar Test Store',
        email,
        password: DEMO_PASSWORD,
        type: 'order_based',
        category: 'clothing',
        country: 'IN',
      }),
    });
    expect(res.status).toBe(200);
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await ownerPage(viewport, email);
      const bar = page.getByRole('region', { name: 'Announcement' });
      await bar.getByText('Black Friday').waitFor();
      await expect(bar.getByRole('link', { name: 'Plans' }).getAttribute('href')).resolves.toBe('/deployment/plans');
      await shot(page, `announce-bar-${name}`);
      await bar.getByRole('button', { name: 'Hide this announcement' }).click();
      await bar.waitFor({ state: 'detached' });
      await page.context().close();
    }
    const demo = await ownerPage();
    const answered = demo.waitForResponse((r) => r.url().endsWith('/api/store/announce_bar'));
    await demo.reload();
    await expect((await answered).json()).resolves.toEqual({ status: true, data: null });
    await demo.getByRole('button', { name: /^Notifications/ }).waitFor();
    expect(await demo.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
    await demo.context().close();
  });
});
