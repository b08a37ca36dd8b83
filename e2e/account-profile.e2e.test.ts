import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage, PHONE, REDIRECTED, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, signedInAt } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const PERIOD_MS = 30_000;

/** Console errors and page errors, which the route walk fails on too. */
const errors: string[] = [];

/** What an authenticator app shows now for the secret, computed with the same library the server checks with. */
const appCode = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at, digits: 6, period: 30 });

/** Email and password on the sign-in page, up to the second step. */
async function passwordStep(page: Page) {
  await page.goto('/session/signin');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in', level: 1 }).waitFor();
}

describe('the account profile', () => {
  it('turns on two-step sign-in, and sign-in then asks for the app code or a recovery code', async () => {
    // The profile on a phone, before anything changes.
    const phone = await signedInAt(
      suite,
      OWNER,
      '/account/profile',
      { name: 'Profile', level: 1 },
      { viewport: PHONE, errors },
    );
    await phone.getByText('This device').waitFor();
    await phone.getByRole('heading', { name: 'Where you are signed in' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'account-profile-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.close();

    const page = await signedInAt(suite, OWNER, '/account/profile', { name: 'Profile', level: 1 }, { errors });
    // The phone's session is listed beside this one, and can be signed out from here.
    await expect.poll(() => page.getByRole('button', { name: /^Sign out .*signed in/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'account-profile-desktop');

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByText('Cannot scan?').locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'account-profile-2fa-setup-desktop');

    await page.getByLabel('Code from the app').fill('000000' === appCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('this code is wrong').waitFor();
    const enrolledAt = Date.now();
    await page.getByLabel('Code from the app').fill(appCode(secret, enrolledAt));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const shown = page.locator('[data-recovery-code]');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(10);
    const recoveryCodes = (await shown.allTextContents()).map((c) => c.trim());
    await screenshot(page, 'account-profile-recovery-codes-desktop');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/session/signin', REDIRECTED);

    // The password alone is not enough now: a wrong code is refused, the app's next code signs in.
    await passwordStep(page);
    await screenshot(page, 'account-profile-signin-code-desktop');
    await page.getByLabel('Authentication code').fill('abcde-fghjk');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('this code is wrong or was used already').waitFor();
    // A code is taken once: wait for the app to show the one after the code used to turn it on.
    await expect
      .poll(() => Math.floor(Date.now() / PERIOD_MS), { timeout: 45_000, interval: 1000 })
      .toBeGreaterThan(Math.floor(enrolledAt / PERIOD_MS));
    await page.getByLabel('Authentication code').fill(appCode(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.goto('/account/profile');
    const sessions = page.getByRole('heading', { name: 'Where you are signed in' });
    await sessions.scrollIntoViewIfNeeded();
    await page.getByText('This device').waitFor();
    await screenshot(page, 'account-profile-sessions-desktop');

    // On a phone, a recovery code signs in instead, once.
    const phoneAgain = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await passwordStep(phoneAgain);
    await screenshot(phoneAgain, 'account-profile-signin-code-phone');
    await phoneAgain.getByLabel('Authentication code').fill(recoveryCodes[0] ?? '');
    await phoneAgain.getByRole('button', { name: 'Verify and sign in' }).click();
    await phoneAgain.waitForURL('**/dashboard', { timeout: 20_000 });
    await phoneAgain.goto('/account/profile');
    await phoneAgain.getByText('9 recovery codes left').scrollIntoViewIfNeeded();
    await screenshot(phoneAgain, 'account-profile-2fa-on-phone');

    // With one code used, ten new ones replace them all, after the password and another code.
    const twoStep = phoneAgain.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'New recovery codes' }).click();
    await twoStep.getByLabel('Current password').fill(DEMO_PASSWORD);
    await twoStep.getByLabel('Code from the app, or a recovery code').fill(recoveryCodes[1] ?? '');
    await twoStep.getByRole('button', { name: 'Make new recovery codes' }).click();
    const renewed = phoneAgain.locator('[data-recovery-code]');
    await expect.poll(() => renewed.count(), { timeout: 10_000 }).toBe(10);
    const renewedCodes = (await renewed.allTextContents()).map((c) => c.trim());
    expect(renewedCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await phoneAgain.getByRole('button', { name: 'I have saved them' }).click();
    await phoneAgain.getByText('10 recovery codes left').waitFor();
    // The refused codes above answer 400, which Chromium logs; nothing else may go wrong.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
