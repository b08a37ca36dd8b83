import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type StoreSession, hubCardsFor, accessContextOf, routeNamed } from '@stallfront/shared';
import { sessions } from '../apps/server/src/db/schema/index.js';
import { apiAs } from './support/api.js';
import { DESKTOP, freshPage, gotoWhileLeaving, PHONE, REDIRECTED, screenshot } from './support/browser.js';
import { localStorageOf, sidebarTopLevel, signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

async function signedIn(email: string, viewport = DESKTOP, signInPath = '/session/signin') {
  return signedInPage(suite, email, { viewport, at: signInPath });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const hub = (page: Page) => page.getByRole('list', { name: 'Screens of this section' });
const hubLinks = async (page: Page) => {
  await hub(page).waitFor();
  return hub(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
};

describe('section hubs (item 1)', () => {
  it('opens the Products hub from the phone bottom bar, with counts, and no coming-soon panel', async () => {
    const { page, session } = await signedIn(OWNER, PHONE);
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL('**/product-sections');
    expect(await hubLinks(page)).toEqual(
      hubCardsFor(routeNamed('product_sections'), accessContextOf(session)).map((card) => card.route.path),
    );
    expect(await page.getByTestId('coming-soon').count()).toBe(0);

    const api = await apiAs(suite.server.baseUrl, OWNER);
    const { total } = await api<{ total: number }>('GET', '/store/product_list?archived=false');
    const products = hub(page).getByRole('link', { name: /^Products/ });
    await expect.poll(() => products.textContent()).toContain(`${total} products`);
    await screenshot(page, 'hub-products-phone');
    // Every extra is built, so its hub shows figures; a screen not built yet is offered, and says so.
    await hub(page)
      .getByRole('link', { name: /^Extras/ })
      .click();
    await page.waitForURL('**/product-sections/extras');
    await expect
      .poll(() =>
        hub(page)
          .getByRole('link', { name: /^Product taxonomy/ })
          .textContent(),
      )
      .toContain('to map');
    // Every Account screen Urban Threads may open is built now too: its hub offers none to come.
    await page.goto(routeNamed('account').path);
    await hub(page)
      .getByRole('link', { name: /^Profile/ })
      .waitFor();
    expect(await hub(page).getByRole('link').filter({ hasText: 'Coming soon' }).count()).toBe(0);
  });

  it('shows each store type only the request lists its shop can fill (issue 38, item 11)', async () => {
    const salon = await signedIn('owner@glow-studio.demo', PHONE);
    await salon.page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await salon.page.waitForURL('**/orders');
    expect(await hubLinks(salon.page)).toEqual([routeNamed('appointments').path]);
    await screenshot(salon.page, 'hub-orders-salon-phone');

    const enquiries = await signedIn('owner@enquire-electronics.demo');
    const topLevel = await sidebarTopLevel(enquiries.page);
    expect(topLevel).toContain('Enquiries');
    expect(topLevel).not.toContain('Quotes');
    expect(topLevel).not.toContain('Orders');
  });

  it('shows each section hub with only the screens the session may open', async () => {
    const { page, session } = await signedIn(OWNER);
    // The help center is a page of articles now (features/help), not a hub of cards.
    for (const name of ['website', 'settings', 'features', 'account']) {
      const route = routeNamed(name);
      await page.goto(route.path);
      // A card the plan lacks leads to the plans.
      const expected = hubCardsFor(route, accessContextOf(session)).map((card) =>
        card.unlock ? routeNamed('deployment_plans').path : card.route.path,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(await hubLinks(page)).toEqual(expected);
    }
    await page.goto('/setting');
    await hub(page).waitFor();
    await screenshot(page, 'hub-settings-desktop');
  });

  it('offers a vendor only the product screens a vendor may open', async () => {
    const { page, session } = await signedIn('vendor1@bazaar-central.demo', DESKTOP, '/vendor/signin/bazaar-central');
    await page.goto('/product-sections');
    const links = await hubLinks(page);
    expect(links).toEqual(
      hubCardsFor(routeNamed('product_sections'), accessContextOf(session)).map((card) => card.route.path),
    );
    expect(links).toContain('/product-sections/products');
    expect(links).not.toContain('/product-sections/catalogs');
  });
});

describe('refused routes sign each kind of user out to their own sign-in (item 2)', () => {
  it('sends a vendor to the store-branded vendor sign-in', async () => {
    const { page } = await signedIn('vendor1@bazaar-central.demo', DESKTOP, '/vendor/signin/bazaar-central');
    await page.goto('/account/wallet', REDIRECTED); // an owner's screen
    await page.waitForURL('**/vendor/signin/bazaar-central');
    expect((await localStorageOf(page)).sf_session).toBeUndefined();
  });

  it('sends a branch to the branch sign-in', async () => {
    const { page } = await signedIn('annanagar@fresh-basket.demo', DESKTOP, '/branch/signin');
    await page.goto('/dashboard', REDIRECTED);
    await page.waitForURL('**/branch/signin');
    expect((await localStorageOf(page)).sf_session).toBeUndefined();
  });

  it('sends a vendor whose session ended to the vendor sign-in', async () => {
    const { page } = await signedIn('vendor1@bazaar-central.demo', DESKTOP, '/vendor/signin/bazaar-central');
    // No call of the signed-in page still on its way, so the next page's calls are the ones to hear the end.
    await page.waitForLoadState('networkidle');
    await suite.server.app.ctx.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'test' });
    await suite.server.app.ctx.sessions.settle();
    // The console leaves as soon as a call hears the session ended, maybe before this page has loaded.
    await gotoWhileLeaving(page, '/product-sections/products');
    await page.waitForURL('**/vendor/signin/bazaar-central');
  });

  it('shows a branch no product button it may not use', async () => {
    const { page } = await signedIn('annanagar@fresh-basket.demo', PHONE, '/branch/signin');
    await page.goto('/product-sections/products');
    await page.getByRole('list', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    for (const name of ['Add product', 'Bulk upload']) {
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    }
    // Rows are selectable only for bulk actions, and a branch may neither archive nor delete.
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'branch-products-phone');
  });
});

describe('unsaved edits on catalogs (item 5)', () => {
  it('asks before a sidebar link leaves unsaved highlights, and keeps them on Stay', async () => {
    const { page } = await signedIn(OWNER);
    await page.goto('/product-sections/catalogs?tab=highlights');
    const remove = page.getByRole('button', { name: /^Remove / }).first();
    await remove.click();
    await page.getByText('Unsaved changes').first().waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await screenshot(page, 'catalogs-leave-guard-desktop');
    await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
    expect(pathOf(page)).toBe('/product-sections/catalogs');
    await page.getByText('Unsaved changes').first().waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/product-sections/archive');
  });

  it('asks the browser before closing the tab with unsaved highlights', async () => {
    const { page } = await signedIn(OWNER, PHONE);
    await page.goto('/product-sections/catalogs?tab=highlights');
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await page.getByText('Unsaved changes').first().waitFor();
    const asked = new Promise<string>((resolve) =>
      page.on('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  it('saves every change to the navigation menu at once, with nothing left unsaved', async () => {
    const { page } = await signedIn(OWNER, PHONE);
    await page.goto('/product-sections/catalogs?tab=navigation');
    const api = await apiAs(suite.server.baseUrl, OWNER);
    type Menu = { sections: { name: string }[] };
    const sectionNames = async () => (await api<Menu>('GET', '/store/catalog/navigations')).sections.map((s) => s.name);

    await page.getByRole('button', { name: 'Add section' }).click();
    await expect.poll(sectionNames).toEqual(['Shop', 'New Section']);
    // Saved, so it takes items at once.
    await expect.poll(() => page.getByRole('button', { name: 'Add item to New Section' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Move section New Section up' }).click();
    await expect.poll(sectionNames).toEqual(['New Section', 'Shop']);

    const name = page.getByRole('textbox', { name: 'Section 1 name' });
    await name.fill('Brands');
    await name.press('Enter');
    await expect.poll(sectionNames).toEqual(['Brands', 'Shop']);

    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save menu' }).count()).toBe(0);
    await screenshot(page, 'catalog-navigation-phone');
  });
});

describe('getting started (gap)', () => {
  it('lands a store owner on the dashboard, whose steps left lead to every step built from the deploy stages', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await freshPage(suite.browser, suite.server.baseUrl, viewport);
      await page.goto('/session/signin');
      await page.getByLabel('Email').fill('owner@enquire-electronics.demo');
      await page.getByRole('textbox', { name: 'Password' }).fill('stallfront-demo');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/auth/store/login_v2')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      const body = (await response.json()) as { data: StoreSession; deployDetails: { deploy_stages: DeployStages } };
      await page.waitForURL('**/dashboard');
      await page.getByRole('list', { name: 'Steps left' }).getByText('Connect your domain').waitFor();
      await page.getByRole('link', { name: 'See every step' }).click();
      await page.waitForURL('**/getting-started');
      const steps = page.getByRole('list', { name: 'Steps to open your store' });
      await steps.waitFor();
      const stages = body.deployDetails.deploy_stages;
      const expectations: [string, boolean, string][] = [
        ['Set your logo', stages.logo, '/setting/store/logo-management'],
        ['Choose your colours', stages.colors, '/setting/store/logo-management'],
        ['Choose a plan', stages.plan, '/deployment/plans'],
        ['Connect your domain', stages.domain, '/setting/domain'],
      ];
      for (const [title, done, href] of expectations) {
        const step = steps.getByRole('listitem').filter({ hasText: title });
        await expect.poll(() => step.textContent()).toContain(done ? 'Done' : 'To do');
        expect(await step.getByRole('link').getAttribute('href')).toBe(href);
      }
      const products = steps.getByRole('listitem').filter({ hasText: 'Add products' });
      expect(await products.getByRole('link').getAttribute('href')).toBe('/product-sections/products/new');
      // The store link leads to the shop this server answers (PUBLIC_URL/s/{sub_domain}/), as does the header's.
      const shopPath = `/s/${body.data.sub_domain}/`;
      const storeLink = page.getByRole('link', { name: new RegExp(`${shopPath}$`) });
      const href = (await storeLink.getAttribute('href')) ?? '';
      expect(new URL(href).pathname).toBe(shopPath);
      const shop = await page.request.get(`${suite.server.baseUrl}${shopPath}`);
      expect(shop.status()).toBe(200);
      expect(await shop.text()).toContain(`<title>${body.data.name}</title>`);
      if (viewport === DESKTOP) {
        expect(await page.getByRole('banner').getByRole('link', { name: 'View shop' }).getAttribute('href')).toBe(href);
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
        expect(await page.getByRole('menuitem', { name: 'View shop' }).getAttribute('href')).toBe(href);
        await page.keyboard.press('Escape');
      }
      await screenshot(page, `getting-started-${viewport === PHONE ? 'phone' : 'desktop'}`);

      // The deploy alert: opening the shop first offers the logo, colour and plan steps left to do.
      const left = (
        [
          ['Add logo', stages.logo],
          ['Set colours', stages.colors],
          ['Choose plan', stages.plan],
        ] as const
      ).flatMap(([label, done]) => (done ? [] : [label]));
      expect(left).toContain('Choose plan');
      if (viewport === DESKTOP) await page.getByRole('banner').getByRole('link', { name: 'View shop' }).click();
      else {
        await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'View shop' }).click();
      }
      const alert = page.getByRole('dialog', { name: 'Before shoppers see your shop' });
      await alert.waitFor();
      expect(await alert.getByRole('link').allTextContents()).toEqual([...left, 'Open my shop anyway']);
      // A static backdrop (spec section 9): Escape leaves it open.
      await page.keyboard.press('Escape');
      expect(await alert.isVisible()).toBe(true);
      await screenshot(page, `deploy-alert-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await alert.getByRole('link', { name: 'Choose plan' }).click();
      await page.waitForURL('**/deployment/plans');
      await alert.waitFor({ state: 'detached' });
    }
  });
});

interface DeployStages {
  logo: boolean;
  colors: boolean;
  plan: boolean;
  domain: boolean;
}

describe('the phone layout (gap)', () => {
  it('does not repeat the heading in the sub-header and shows the first card above the fold', async () => {
    const { page } = await signedIn(OWNER, PHONE);
    await page.goto('/product-sections/products');
    const cards = page.getByRole('list', { name: 'Products' });
    await cards.getByRole('listitem').first().waitFor();
    const subHeader = page.getByTestId('mobile-subheader');
    await subHeader.waitFor();
    expect((await subHeader.textContent())?.trim()).toBe('');
    expect(await page.getByRole('heading', { name: 'Products', level: 1 }).count()).toBe(1);
    const top = (await cards.getByRole('listitem').first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan(390);
    await screenshot(page, 'products-phone-layout');
  });
});
