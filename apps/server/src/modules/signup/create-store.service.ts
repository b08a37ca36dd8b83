import { eq } from 'drizzle-orm';
import {
  type CreateStoreBody,
  DEFAULT_CURRENCY,
  DEFAULT_SIGNUP_PACKAGE_ID,
  subDomainFromName,
  TRIAL_FEATURES,
  trialExpiry,
} from '@stallfront/shared';
import {
  countries,
  dealerStores,
  signupLog,
  stores,
  storeUsers,
  trialFeatures,
  vendors,
} from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { type ClientInfo, signInStorePrincipal } from '../auth/login.service.js';
import { dealerByCode } from '../dealers/dealers.repo.js';

export async function isEmailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: storeUsers.id }).from(storeUsers).where(eq(storeUsers.email, email));
  return Boolean(row);
}

/** A store's address is taken by another store, or by a vendor's own sign-in address (/vendor/signin/…). */
async function isSubDomainTaken(ctx: AppContext, subDomain: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, subDomain));
  const [vendor] = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.subDomain, subDomain));
  return Boolean(row ?? vendor);
}

/** A chosen sub-domain must be free; a proposed one gets a number until it is. */
async function pickSubDomain(ctx: AppContext, body: CreateStoreBody): Promise<string> {
  if (body.sub_domain) {
    if (await isSubDomainTaken(ctx, body.sub_domain)) throw conflict('sub_domain: this store address is taken.');
    return body.sub_domain;
  }
  const base = subDomainFromName(body.name).slice(0, 34);
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isSubDomainTaken(ctx, candidate))) return candidate;
  }
  throw conflict('sub_domain: choose a store address; the proposed ones are taken.');
}

/**
 * Self sign-up: the store on the default plan (Pro Free) with 14 days of the trial
 * features, its owner, and a signed-in session, written in one transaction.
 */
export async function createStore(ctx: AppContext, body: CreateStoreBody, client: ClientInfo) {
  if (await isEmailTaken(ctx, body.email)) throw conflict('email: an account with this email exists. Sign in instead.');
  const [country] = await ctx.db.select().from(countries).where(eq(countries.code, body.country));
  if (!country) throw badRequest(`country: ${body.country} is not a country we know.`);
  const dealer = body.dealer_code ? await dealerByCode(ctx.db, body.dealer_code) : undefined;
  if (body.dealer_code && !dealer)
    throw badRequest(
      `dealer_code: ${body.dealer_code} is not a dealer code we know. Check it with your dealer, or leave it empty.`,
    );
  const subDomain = await pickSubDomain(ctx, body);
  const now = ctx.now();
  const passwordHash = await hashPassword(body.password);

  try {
    const owner = await ctx.db.transaction(async (tx) => {
      const [store] = await tx
        .insert(stores)
        .values({
          type: body.type,
          subType: body.sub_type ?? null,
          category: body.category,
          name: body.name,
          email: body.email,
          mobile: body.mobile ?? null,
          subDomain,
          baseUrl: `https://${subDomain}.${ctx.config.STORE_DOMAIN}`,
          currency: country.currency || DEFAULT_CURRENCY,
          country: country.code,
          companyDetails: { name: body.name },
          packageId: DEFAULT_SIGNUP_PACKAGE_ID,
          trialExpiry: trialExpiry(now),
          signupBy: 'self',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: stores.id });
      if (!store) throw new Error('store insert returned nothing');
      if (dealer) await tx.insert(dealerStores).values({ storeId: store.id, dealerId: dealer.id, createdAt: now });
      await tx
        .insert(trialFeatures)
        .values(TRIAL_FEATURES.map((name) => ({ storeId: store.id, name, createdAt: now })));
      const [row] = await tx
        .insert(storeUsers)
        .values({
          storeId: store.id,
          role: 'admin',
          name: body.owner_name ?? body.name,
          email: body.email,
          passwordHash,
          createdAt: now,
        })
        .returning();
      await tx.insert(signupLog).values({
        email: body.email,
        step: 'completed',
        name: body.owner_name ?? null,
        mobile: body.mobile ?? null,
        storeName: body.name,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
      });
      return row;
    });
    if (!owner) throw new Error('owner insert returned nothing');
    await ctx.mailer.send({
      to: body.email,
      subject: `Welcome to Stallfront, ${body.name}`,
      text: `Your store ${body.name} is ready at https://${subDomain}.${ctx.config.STORE_DOMAIN}.\nYour 14-day trial of the Professional features has started.`,
    });
    const session = await signInStorePrincipal(ctx, { type: 'store_user', row: owner }, client);
    return { ...session, message: 'Your store is ready.' };
  } catch (error) {
    if (isUniqueViolation(error, 'store_users_email_key'))
      throw conflict('email: an account with this email exists. Sign in instead.');
    if (isUniqueViolation(error)) throw conflict('sub_domain: this store address was just taken. Try again.');
    throw error;
  }
}
