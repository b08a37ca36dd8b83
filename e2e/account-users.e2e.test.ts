import { ADMIN_CALLS, AUTH_CALLS, type StoreSession } from '@stallfront/shared';
import { describe, expect, it } from 'vitest';
import { callerWith } from './support/api.js';
import { DESKTOP, freshPage, PHONE, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, expectedTopLevel, sidebarTopLevel, signedInAt, storeMenu } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const INVITEE = 'esha.e2e@example.com';

/** The invite link's path from the mail outbox, as the platform admin reads it (no SMTP on the demo). */
async function invitePathFromOutbox(): Promise<string> {
  const anyone = callerWith(suite.server.baseUrl);
  const { master_token } = await anyone(AUTH_CALLS.adminLogin, {
    email: 'admin@stallfront.demo',
    password: DEMO_PASSWORD,
  });
  const admin = callerWith(suite.server.baseUrl, master_token);
  let path = '';
  await expect
    .poll(
      async () => {
        const { list } = await admin(ADMIN_CALLS.mailOutbox, { limit: 20, offset: 0 });
        path = list.find((m) => m.to === INVITEE)?.text.match(/\/session\/accept-invite\/[\w-]+/)?.[0] ?? '';
        return path;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return path;
}

describe('staff users', () => {
  it('invites staff with two grants; the invitee accepts by the mailed link and sees only those menus', async () => {
    const errors: string[] = [];
    const owner = await signedInAt(suite, OWNER, '/account/users', { name: 'Users', level: 1 }, { errors });
    await owner.getByText('Priya (staff)').waitFor();
    await owner.getByText('meena.iyer@example.com').waitFor();
    await screenshot(owner, 'account-users-desktop');

    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a staff member' });
    await dialog.getByLabel('Name').fill('Esha Staff');
    await dialog.getByLabel('Email').fill(INVITEE);
    // The spec's defaults (the product permissions) come ticked; this member gets orders and customers only.
    for (const label of ['Add products', 'Edit products', 'Delete products']) await dialog.getByLabel(label).uncheck();
    for (const label of ['Orders', 'Customers']) await dialog.getByLabel(label).check();
    await screenshot(owner, 'account-users-invite-desktop');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    const card = owner.getByTestId('staff-card').filter({ hasText: INVITEE });
    await card.getByText('Invited').waitFor();
    await expect.poll(() => card.textContent()).toContain('Orders, Customers');
    await expect.poll(() => owner.getByTestId('staff-seats').textContent()).toBe('4 of 5 staff seats used');

    // The invitee, on a phone, follows the link from the mail.
    const invitee = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await invitee.goto(await invitePathFromOutbox());
    await invitee.getByRole('heading', { name: 'Join Urban Threads', level: 1 }).waitFor();
    await invitee.getByLabel(/^Password/).fill('esha-password-1');
    await invitee.getByLabel('Repeat the password').fill('esha-password-1');
    await screenshot(invitee, 'accept-invite-phone');
    const [accepted] = await Promise.all([
      invitee.waitForResponse((r) => r.url().includes('/api/auth/store/accept_invite')),
      invitee.getByRole('button', { name: 'Join and sign in' }).click(),
    ]);
    const session = ((await accepted.json()) as { data: StoreSession }).data;
    expect(session.subuser_features).toEqual(['orders', 'customers']);
    await invitee.waitForURL((url) => !url.pathname.startsWith('/session/'));

    // Signed in again on a desktop: the sidebar holds only what the two grants open.
    const desk = await freshPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await desk.goto('/session/signin');
    await desk.getByLabel('Email').fill(INVITEE);
    await desk.getByRole('textbox', { name: 'Password' }).fill('esha-password-1');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.waitForURL((url) => !url.pathname.startsWith('/session/'));
    const top = await sidebarTopLevel(desk);
    expect(top).toEqual(expectedTopLevel(storeMenu(session)));
    expect(top).toContain('Orders');
    // The customer lists sit in the Marketing group.
    expect(top).toContain('Marketing');
    expect(top).not.toContain('Products');
    expect(top).not.toContain('Settings');
    await screenshot(desk, 'account-users-staff-menu-desktop');

    // The owner sees the invite accepted, and the audit log with it.
    await owner.reload();
    await owner.getByTestId('staff-card').filter({ hasText: INVITEE }).getByText('Active').waitFor();
    const phoneOwner = await signedInAt(
      suite,
      OWNER,
      '/account/users',
      { name: 'Users', level: 1 },
      { viewport: PHONE, errors },
    );
    await phoneOwner.getByText('Esha Staff').waitFor();
    await screenshot(phoneOwner, 'account-users-phone');
    await owner.goto('/account/users/audit');
    await owner.getByRole('table', { name: 'Audit log' }).getByText('Invite a staff member by email').first().waitFor();
    await screenshot(owner, 'account-users-audit-desktop');
    await phoneOwner.goto('/account/users/audit');
    await phoneOwner.getByText('Invite a staff member by email').first().waitFor();
    await screenshot(phoneOwner, 'account-users-audit-phone');
    expect(errors).toEqual([]);
  });
});
