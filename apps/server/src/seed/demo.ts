import { count } from 'drizzle-orm';
import { FREE_PACKAGE_IDS, TRIAL_FEATURES, trialExpiry } from '@stallfront/shared';
import { branches, masterAdmins, stores, storeUsers, trialFeatures, vendors } from '../db/schema/index.js';
import type { AppContext } from '../platform/context.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { DEMO_MASTER, DEMO_PASSWORD, DEMO_STORES, type DemoStore, ownerEmail } from './demo-stores.js';

export interface DemoSignIn {
  who: string;
  email: string;
  password: string;
  where: string;
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function insertStore(tx: Tx, ctx: AppContext, demo: DemoStore, passwordHash: string, signIns: DemoSignIn[]) {
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
      companyDetails: { name: demo.name },
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
  const label = `${demo.name} (${demo.type}${demo.subType ? `/${demo.subType}` : ''})`;

  if (onFreePlan) await tx.insert(trialFeatures).values(TRIAL_FEATURES.map((name) => ({ storeId, name })));
  await tx
    .insert(storeUsers)
    .values({ storeId, role: 'admin', name: `${demo.name} owner`, email: ownerEmail(demo), passwordHash });
  signIns.push({
    who: `owner of ${label}`,
    email: ownerEmail(demo),
    password: DEMO_PASSWORD,
    where: '/session/signin',
  });

  for (const staff of demo.staff ?? []) {
    await tx
      .insert(storeUsers)
      .values({ storeId, role: 'subuser', passwordHash, subuserFeatures: staff.features, ...staff });
    signIns.push({
      who: `staff of ${demo.name}`,
      email: staff.email,
      password: DEMO_PASSWORD,
      where: '/session/signin',
    });
  }
  for (const vendor of demo.vendors ?? []) {
    const { company, features, ...rest } = vendor;
    await tx.insert(vendors).values({ storeId, companyName: company, vendorFeatures: features, passwordHash, ...rest });
    const who = `vendor of ${demo.name}${vendor.status === 'expired' ? ' (subscription expired)' : ''}`;
    signIns.push({ who, email: vendor.email, password: DEMO_PASSWORD, where: `/vendor/signin/${demo.subDomain}` });
  }
  for (const branch of demo.branches ?? []) {
    await tx.insert(branches).values({ storeId, passwordHash, ...branch });
    signIns.push({
      who: `branch ${branch.name} of ${demo.name}`,
      email: branch.email,
      password: DEMO_PASSWORD,
      where: '/branch/signin',
    });
  }
}

/** Creates the master admin and the demo stores, all in one transaction; returns their sign-ins. */
export async function seedDemo(ctx: AppContext): Promise<DemoSignIn[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const signIns: DemoSignIn[] = [];
  await ctx.db.transaction(async (tx) => {
    await tx.insert(masterAdmins).values({ ...DEMO_MASTER, passwordHash });
    signIns.push({
      who: 'platform admin',
      email: DEMO_MASTER.email,
      password: DEMO_PASSWORD,
      where: '/session/signin/master',
    });
    for (const demo of DEMO_STORES) await insertStore(tx, ctx, demo, passwordHash, signIns);
  });
  return signIns;
}

/** Seeds only a database with no stores and no admins; prints the sign-ins when it does. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<DemoSignIn[] | null> {
  const [storeCount] = await ctx.db.select({ n: count() }).from(stores);
  const [adminCount] = await ctx.db.select({ n: count() }).from(masterAdmins);
  if ((storeCount?.n ?? 0) > 0 || (adminCount?.n ?? 0) > 0) return null;
  const signIns = await seedDemo(ctx);
  printSignIns(signIns);
  return signIns;
}

export function printSignIns(signIns: DemoSignIn[]): void {
  const lines = signIns.map((s) => `  ${s.who.padEnd(52)} ${s.email.padEnd(36)} ${s.where}`);
  process.stdout.write(`\nDemo sign-ins (password for all: ${DEMO_PASSWORD})\n${lines.join('\n')}\n\n`);
}
