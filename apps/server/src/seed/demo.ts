import { seedDemoSignups } from './demo-signups.js';
import { seedDemoBlockedStore } from './demo-admin-payments.js';
import { seedDemoPayments } from './demo-payments.js';
import type { Db, Tx } from '../db/client.js';
import { count, eq } from 'drizzle-orm';
import { FREE_PACKAGE_IDS, GIFT_CARD_ADMIN_FEATURE, PACKAGES, TRIAL_FEATURES, trialExpiry } from '@stallfront/shared';
import { branches, customers, masterAdmins, stores, storeUsers, trialFeatures, vendors } from '../db/schema/index.js';
import type { AppContext } from '../platform/context.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { seedDemoShopHistory } from './demo-orders.js';
import { seedDemoPickups } from './demo-branches.js';
import { seedDemoVisits } from './demo-visits.js';
import { issueDemoGiftCards, seedDemoGiftCardSettings } from './demo-gift-cards.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoBlog } from './demo-blog.js';
import { seedDemoRecipes } from './demo-recipes.js';
import { seedDemoArticles } from './demo-articles.js';
import { seedDemoCurrencyTypes } from './demo-currency-types.js';
import { seedDemoSizingAssistant } from './demo-sizing-assistant.js';
import { seedDemoCollections } from './demo-collections.js';
import { seedDemoFinders } from './demo-finders.js';
import { seedDemoWebStories } from './demo-web-stories.js';
import { seedDemoCatalogPage } from './demo-catalog-page.js';
import { seedDemoAppointments } from './demo-appointments.js';
import { seedDemoAppointmentCategories } from './demo-appointment-categories.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoShopFeedback } from './demo-shop-feedback.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoNewsletter } from './demo-newsletter.js';
import { seedDemoDomain } from './demo-domains.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoShipping } from './demo-shipping.js';
import { seedDemoProducts } from './demo-products.js';
import { seedDemoTaxClasses } from './demo-taxes.js';
import { seedDemoProductExtras } from './demo-product-extras.js';
import { seedDemoWebsite } from './demo-website.js';
import { seedDemoSiteContent } from './demo-site-content.js';
import { seedDemoLayout } from './demo-layouts.js';
import { seedDemoMenus } from './demo-menus.js';
import { seedDemoFeedback, seedDemoNotices } from './demo-panels.js';
import { demoShopHero, demoThemePrimary } from './demo-catalogues.js';
import { demoStoreDetails } from './demo-store-details.js';
import { seedDemoStoreConfig, seedDemoStoreSettings } from './demo-store-settings.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedDemoAds } from './demo-ads.js';
import { seedDemoVendorDocuments } from './demo-vendor-documents.js';
import { seedDemoCommissions, seedDemoSettlement } from './demo-settlement.js';
import { DEMO_MASTER, DEMO_PASSWORD, DEMO_STORES, type DemoStore, ownerEmail } from './demo-stores.js';
import { seedDemoVendorSubscriptions } from './demo-vendor-subscriptions.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { seedDemoThemes } from './demo-themes.js';

/** Whether the demo store's package, trial or paid features give it the gift cards screen. */
function offersGiftCards(demo: DemoStore): boolean {
  const features: string[] = [
    ...(PACKAGES.find((p) => p.id === demo.packageId)?.features ?? []),
    ...(FREE_PACKAGE_IDS.includes(demo.packageId) ? TRIAL_FEATURES : []),
    ...(demo.paidFeatures ?? []),
  ];
  return features.includes(GIFT_CARD_ADMIN_FEATURE);
}

async function insertStore(tx: Tx, ctx: AppContext, demo: DemoStore, passwordHash: string) {
  const now = ctx.now();
  const onFreePlan = FREE_PACKAGE_IDS.includes(demo.packageId);
  const [store] = await tx
    .insert(stores)
    .values({
      type: demo.type,
      subType: demo.subType ?? null,
      category: demo.category,
      name: demo.name,
      email: ownerEmail(demo),
      subDomain: demo.subDomain,
      baseUrl: `https://${demo.subDomain}.${ctx.config.STORE_DOMAIN}`,
      currency: demo.currency,
      country: demo.country,
      ...demoStoreDetails(demo),
      additionalFeatures: demoShopHero(demo),
      themeColors: { primary: demoThemePrimary(demo) },
      packageId: demo.packageId,
      billingStatus: onFreePlan ? null : 'paid',
      paidFeatures: demo.paidFeatures ?? [],
      trialExpiry: onFreePlan ? trialExpiry(now) : null,
      signupBy: 'admin',
      isDemo: true,
    })
    .returning({ id: stores.id });
  if (!store) throw new Error(`could not create ${demo.name}`);
  const storeId = store.id;

  if (onFreePlan) await tx.insert(trialFeatures).values(TRIAL_FEATURES.map((name) => ({ storeId, name })));
  for (const trial of demo.trials ?? []) {
    const createdAt = new Date(now.getTime() - trial.startedDaysAgo * 86_400_000);
    await tx.insert(trialFeatures).values({ storeId, name: trial.name, createdAt });
  }
  await tx
    .insert(storeUsers)
    .values({ storeId, role: 'admin', name: `${demo.name} owner`, email: ownerEmail(demo), passwordHash });

  for (const staff of demo.staff ?? []) {
    await tx.insert(storeUsers).values({
      storeId,
      role: 'subuser',
      passwordHash,
      subuserFeatures: staff.features,
      name: staff.name,
      email: staff.email,
    });
  }
  const vendorIds: string[] = [];
  for (const vendor of demo.vendors ?? []) {
    const { company, features, subscriptionEndsInDays, ...rest } = vendor;
    const subscriptionEndsAt = new Date(now.getTime() + subscriptionEndsInDays * 86_400_000);
    const [row] = await tx
      .insert(vendors)
      .values({ storeId, companyName: company, vendorFeatures: features, passwordHash, subscriptionEndsAt, ...rest })
      .returning({ id: vendors.id });
    // A pending vendor has nothing on sale yet.
    if (row && vendor.status !== 'pending') vendorIds.push(row.id);
  }
  await seedDemoVendorSubscriptions(tx, storeId, demo, vendorIds);
  await seedDemoVendorDocuments(tx, ctx.privateFiles, storeId, demo, vendorIds, now);
  const branchIds: string[] = [];
  for (const branch of demo.branches ?? []) {
    const [row] = await tx
      .insert(branches)
      .values({ storeId, passwordHash, ...branch })
      .returning({ id: branches.id });
    if (row) branchIds.push(row.id);
  }
  for (const buyer of demo.buyers ?? []) {
    await tx.insert(customers).values({ storeId, ...buyer, passwordHash, emailConfirmedAt: now });
  }
  await seedDemoStoreSettings(tx, storeId, demo, demoThemePrimary(demo), ctx.media);
  const taxClassId = await seedDemoTaxClasses(tx, storeId, demo);
  await seedDemoProducts(tx, storeId, demo, { vendorIds, branchIds }, ctx.media, taxClassId);
  await seedDemoProductExtras(tx, storeId, demo, ctx.media);
  await seedDemoWebsite(tx, storeId, demo);
  await seedDemoBilling(tx, storeId, demo);
  await seedDemoSiteContent(tx, storeId, demo);
  await seedDemoBlog(tx, ctx.media, storeId, demo, now);
  await seedDemoRecipes(tx, ctx.media, storeId, demo);
  await seedDemoArticles(tx, ctx.media, storeId, demo);
  await seedDemoCollections(tx, storeId, demo);
  await seedDemoFinders(tx, storeId, demo);
  await seedDemoWebStories(tx, storeId, demo);
  await seedDemoCatalogPage(tx, storeId, demo);
  await seedDemoMenus(tx, storeId, demo);
  await seedDemoLayout(tx, storeId, demo, ctx.media, now);
  const giftCards = offersGiftCards(demo);
  if (giftCards) await seedDemoGiftCardSettings(tx as unknown as Db, storeId);
  await seedDemoCommissions(tx, storeId, demo);
  await seedDemoShopHistory(tx, storeId, demo, now);
  await seedDemoPickups(tx, storeId, branchIds);
  await seedDemoVisits(tx, storeId, demo, now);
  if (giftCards) {
    await issueDemoGiftCards(
      tx as unknown as Db,
      { id: storeId, subDomain: demo.subDomain },
      (days) => new Date(now.getTime() - days * 86_400_000),
    );
  }
  await seedDemoCustomers(tx, storeId, demo, now);
  await seedDemoRequests(tx, storeId, demo, now);
  await seedDemoShopFeedback(tx, storeId, demo, now);
  await seedDemoAppointments(tx, storeId, demo, now);
  // After the bookings: they were made at the fixed hourly slots, which the categories keep.
  await seedDemoAppointmentCategories(tx, storeId, demo);
  await seedDemoFeedback(tx, storeId, demo, now, ctx.media);
  await seedDemoChat(tx, storeId, demo, now);
  await seedDemoNewsletter(tx, storeId, demo, now);
  await seedDemoAds(tx, storeId, demo, vendorIds, now);
  await seedDemoStaff(tx, storeId, demo, now);
  await seedDemoDomain(tx, ctx, storeId, demo, now);
  // After the order history: those orders were placed with the defaults the shops then offered.
  await seedDemoShipping(tx, storeId, demo, now);
  await seedDemoPayments(tx as unknown as Db, ctx.config, storeId, demo);
  await seedDemoStoreConfig(tx, storeId, demo);
  await seedDemoCurrencyTypes(tx, storeId, demo);
  await seedDemoSizingAssistant(tx, storeId, demo);
  await seedDemoSettlement(tx, storeId, demo, now);
}

/** Creates the master admin and the demo stores, all in one transaction. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(masterAdmins).values({ ...DEMO_MASTER, passwordHash });
    for (const demo of DEMO_STORES) await insertStore(tx, ctx, demo, passwordHash);
    await seedDemoBlockedStore(tx, passwordHash, ctx.config.STORE_DOMAIN, ctx.now());
    await seedDemoSignups(tx, ctx.now());
    await seedDemoNotices(tx, ctx.now());
    await seedDemoCommunity(tx, ctx.now());
    await seedDemoPromotions(tx, ctx.now());
    await seedDemoThemes(tx, ctx.now());
  });
}

/** Seeds only a database with no stores and no admins; true when it did. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const [storeCount] = await ctx.db.select({ n: count() }).from(stores);
  const [adminCount] = await ctx.db.select({ n: count() }).from(masterAdmins);
  if ((storeCount?.n ?? 0) > 0 || (adminCount?.n ?? 0) > 0) return false;
  await seedDemo(ctx);
  return true;
}

/** True while the demo platform admin exists, i.e. the demo sign-ins below still work. */
export async function hasDemoData(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: masterAdmins.id })
    .from(masterAdmins)
    .where(eq(masterAdmins.email, DEMO_MASTER.email));
  return Boolean(row);
}
