import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { WELCOME_MESSAGES } from '@stallfront/shared';
import { describe, expect, it } from 'vitest';
import { chatMessages, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const SHOTS = '/tmp/shots-chat';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat Support/ });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Chat Support' });
const messages = (page: Page) => page.getByTestId('chat-message');

async function storeOf(subDomain: string) {
  const [row] = await suite.server.app.ctx.db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.subDomain, subDomain));
  if (!row) throw new Error(`no store ${subDomain}`);
  return row;
}

async function adminInbox(viewport = DESKTOP) {
  const { page } = await signedInPage(suite, 'admin@stallfront.demo', { at: '/session/signin/master', viewport });
  await page.goto('/admin/chat');
  await page.getByTestId('chat-inbox').waitFor();
  return page;
}

describe('support chat', () => {
  it('first-time owner, admin inbox and replies, live both ways', async () => {
    const store = await storeOf('wholesale-hub');
    const { page: owner } = await signedInPage(suite, 'owner@wholesale-hub.demo');
    // A first-time owner: the two welcome messages, unread.
    await expect.poll(() => chatButton(owner).getAttribute('aria-label')).toBe('Chat Support, 2 unread');
    await expect.poll(() => owner.locator('[data-testid=chat-unread]:visible').textContent()).toContain('2');

    const admin = await adminInbox();
    await admin.getByTestId('chat-conversation').filter({ hasText: store.name }).click();
    await admin.getByText(WELCOME_MESSAGES[0]).waitFor();

    await chatButton(owner).click();
    await chatWindow(owner).getByText(WELCOME_MESSAGES[1]).waitFor();
    await expect.poll(() => chatButton(owner).getAttribute('aria-label')).toBe('Chat Support');

    // Enter sends, Shift+Enter breaks the line; markup is shown as text.
    const box = chatWindow(owner).getByRole('textbox', { name: 'Message' });
    await box.fill('');
    await box.pressSequentially('Line one');
    await box.press('Shift+Enter');
    await box.pressSequentially('Line two <script>window.__chatXss = 1</script>');
    await box.press('Enter');
    const sent = chatWindow(owner).getByTestId('chat-content').filter({ hasText: 'Line one' });
    await sent.waitFor();
    expect(await sent.innerHTML()).toBe('Line one<br>Line two &lt;script&gt;window.__chatXss = 1&lt;/script&gt;');
    expect(await owner.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
    expect(await box.inputValue()).toBe('');
    // It reached the admin's open thread live, line break kept.
    const atAdmin = admin.getByTestId('chat-content').filter({ hasText: 'Line one' });
    await atAdmin.waitFor();
    expect(await atAdmin.innerHTML()).toContain('Line one<br>Line two &lt;script&gt;');

    // An image: previewed, captioned, sent.
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    await chatWindow(owner)
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await chatWindow(owner).getByTestId('chat-image-preview').getByRole('img', { name: 'Image to send' }).waitFor();
    await box.fill('Here is the receipt');
    await shot(owner, 'owner-chat-image-preview-1280');
    await chatWindow(owner).getByRole('button', { name: 'Send' }).click();
    await chatWindow(owner).getByTestId('chat-image-preview').waitFor({ state: 'hidden' });
    const withImage = chatWindow(owner).getByTestId('chat-message').filter({ hasText: 'Here is the receipt' });
    await expect
      .poll(() => withImage.getByRole('img', { name: 'Sent image' }).getAttribute('src'))
      .toMatch(/^\/media\/.+\.webp$/);
    await admin
      .getByTestId('chat-message')
      .filter({ hasText: 'Here is the receipt' })
      .getByRole('img', { name: 'Sent image' })
      .waitFor();

    // The admin replies; the open window shows it at once.
    const reply = admin.getByRole('textbox', { name: 'Message' });
    await reply.fill('Thanks! We are looking into it.');
    await reply.press('Enter');
    await chatWindow(owner).getByText('Thanks! We are looking into it.').waitFor();
    await shot(owner, 'owner-chat-window-1280');
    await shot(admin, 'admin-inbox-1280');
    await owner.setViewportSize(PHONE);
    await shot(owner, 'owner-chat-window-390');

    // Closed, a reply counts on the button instead.
    await owner.keyboard.press('Escape');
    await chatWindow(owner).waitFor({ state: 'hidden' });
    await reply.fill('One more thing: check your billing page.');
    await reply.press('Enter');
    await expect.poll(() => chatButton(owner).getAttribute('aria-label')).toBe('Chat Support, 1 unread');
    await shot(owner, 'owner-header-unread-390');

    // Only the owner's messages are stored, as sent.
    const rows = await suite.server.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.storeId, store.id));
    expect(rows.filter((r) => r.from === 'store').map((r) => r.content)).toEqual([
      'Line one\nLine two <script>window.__chatXss = 1</script>',
      'Here is the receipt',
    ]);
    await admin.context().close();
    await owner.context().close();
  });

  it('pages back through 100 messages as the owner scrolls up', async () => {
    const store = await storeOf('skyline-estates');
    const start = Date.now() - 200 * 60_000;
    await suite.server.app.ctx.db.insert(chatMessages).values(
      Array.from({ length: 100 }, (_, i) => ({
        storeId: store.id,
        from: i % 2 ? ('support' as const) : ('store' as const),
        senderName: i % 2 ? 'Stallfront Support' : store.name,
        content: `history ${i + 1}`,
        readAt: new Date(),
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const { page } = await signedInPage(suite, 'owner@skyline-estates.demo', { viewport: PHONE });
    await chatButton(page).click();
    await chatWindow(page).getByText('history 100').waitFor();
    await expect.poll(() => messages(page).count()).toBe(30);
    const thread = chatWindow(page).getByTestId('chat-thread');
    // With the two welcome messages written at the first count: 102 in all.
    for (let loads = 0; loads < 10 && (await messages(page).count()) < 102; loads += 1) {
      const before = await messages(page).count();
      await thread.evaluate((el) => {
        el.scrollTop = 0;
      });
      await expect.poll(() => messages(page).count()).toBeGreaterThan(before);
    }
    expect(await messages(page).count()).toBe(102);
    await shot(page, 'owner-chat-history-390');
    const texts = await chatWindow(page).getByTestId('chat-content').allTextContents();
    expect(texts.filter((t) => t.startsWith('history ')).map((t) => Number(t.slice(8)))).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    await page.context().close();
  });

  it('shows the demo conversations in the admin inbox, on a phone too', async () => {
    const admin = await adminInbox(PHONE);
    const urban = await storeOf('urban-threads');
    await admin.getByTestId('chat-conversation').filter({ hasText: urban.name }).waitFor();
    await shot(admin, 'admin-inbox-390');
    await admin.getByTestId('chat-conversation').filter({ hasText: urban.name }).click();
    await admin.getByText('That saves me an hour every evening.', { exact: false }).waitFor();
    await shot(admin, 'admin-thread-390');
    await admin.getByRole('button', { name: 'Back to the conversations' }).click();
    await admin.getByTestId('chat-inbox').waitFor();
    await admin.context().close();
  });
});
