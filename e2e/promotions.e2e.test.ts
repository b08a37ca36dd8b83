import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInAt, signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const MASTER = 'admin@stallfront.demo';

describe('plan promotions', () => {
  it('the admin creates a promotion, a store pays the discounted plan with it, and the admin sees the use', async () => {
    const { page: admin } = await signedInPage(suite, MASTER, { viewport: DESKTOP, at: '/session/signin/master' });
    await admin.goto('/admin/promotions');
    await admin.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'New promotion' }).click();
    const form = admin.getByRole('dialog', { name: 'New promotion' });
    await form.getByLabel('Code').fill('SPRING20');
    await form.getByRole('textbox', { name: 'Percent off' }).fill('20');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    const card = admin.getByLabel('Promotion SPRING20');
    await card.getByText('20 % off').waitFor();
    await card.getByText('Used 0 times (no limit)').waitFor();

    const errors: string[] = [];
    const owner = await signedInAt(
      suite,
      'owner@enquire-electronics.demo',
      '/deployment/plans',
      { name: 'Plans', level: 1 },
      { viewport: PHONE, errors },
    );
    await owner.getByRole('button', { name: 'Choose Essential' }).click();
    const pay = owner.getByRole('dialog');
    await pay.getByText('Due now').waitFor();
    await pay.getByLabel('Promotion code').fill('spring20');
    await pay.getByRole('button', { name: 'Apply' }).click();
    await pay.getByRole('cell', { name: 'Promotion SPRING20 (20 % off)' }).waitFor();
    await screenshot(owner, 'promotions-plan-quote-phone');
    await pay.getByRole('button', { name: 'Pay $15.20' }).click();
    await owner.waitForURL(/\/payment-summary\/plan\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await owner.getByText('Paid $15.20').waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await admin.reload();
    await card.getByText('Used once (no limit)').waitFor();
    await card.getByRole('cell', { name: '−$3.80' }).waitFor();
    await screenshot(admin, 'promotions-admin-desktop');

    // Used once: its discount stays, its limit and end may move; then it ends now.
    await card.getByRole('button', { name: 'Edit SPRING20' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit SPRING20' });
    await edit.getByText('Stores have used this code').waitFor();
    expect(await edit.getByRole('textbox', { name: 'Percent off' }).isDisabled()).toBe(true);
    await edit.getByRole('textbox', { name: 'Max uses' }).fill('5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await card.getByText('Used 1 of 5').waitFor();
    await card.getByText(/changed the max uses/).waitFor();
    await card.getByRole('button', { name: 'End SPRING20 now' }).click();
    const confirm = admin.getByRole('dialog', { name: 'End SPRING20 now?' });
    await confirm.getByRole('button', { name: 'End promotion' }).click();
    await card.getByText('Expired').waitFor();
    await card.getByText(/^Ended by /).waitFor();
    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'promotions-admin-phone');
    expect(errors).toEqual([]);
  }, 90_000);
});
