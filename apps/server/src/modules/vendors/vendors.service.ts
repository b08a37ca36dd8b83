import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  BRANCH_STANDARD_WEEK,
  LEDGER_ACCOUNTS,
  VENDOR_ACTIONS,
  VENDOR_FEATURE_LABELS,
  VENDOR_FEATURES,
  VENDORS_NEED_MARKETPLACE,
  type BranchProfile,
  type VendorAction,
  type VendorCreateBody,
  type VendorItem,
  type VendorListStatus,
  type VendorOrderRow,
  type VendorProfile,
  type VendorUpdateBody,
} from '@stallfront/shared';
import { branches, orderLines, orders, products, stores, vendors } from '../../db/schema/index.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { balances } from '../../platform/ledger/ledger.js';
import { requireStoreOffers } from '../auth/route-gate.js';

const NOT_FOUND = 'This vendor is not in your store.';

/** Vendors come with a multi-vendor store that has the vendors feature (spec section 6): elsewhere 404. */
export const requireMarketplace = (ctx: AppContext, auth: StoreAuth) =>
  requireStoreOffers(auth, 'vendors_list', ctx.now(), VENDORS_NEED_MARKETPLACE);

// Qualified by hand: inside a subquery drizzle writes a column bare, which the inner table would claim.
const productCount = sql<number>`(select count(*)::int from ${products} p where p.vendor_id = "vendors"."id" and p.store_id = "vendors"."store_id")`;
const columns = { vendor: vendors, products: productCount };
type Found = { vendor: typeof vendors.$inferSelect; products: number };

const statusOf = (status: string): VendorListStatus =>
  status === 'pending' || status === 'suspended' || status === 'expired' ? status : 'active';

const toItem = ({ vendor, products: count }: Found): VendorItem => ({
  _id: vendor.id,
  name: vendor.name,
  company_name: vendor.companyName,
  email: vendor.email,
  mobile: vendor.mobile,
  status: statusOf(vendor.status),
  commission: vendor.commission ?? null,
  vendor_features: vendor.vendorFeatures,
  subscription_ends_at: vendor.subscriptionEndsAt?.toISOString() ?? null,
  created_on: vendor.createdAt.toISOString(),
  products: count,
  sub_domain: vendor.subDomain,
  payout_account: vendor.payoutAccount,
});

export async function listVendors(
  ctx: AppContext,
  storeId: string,
  query: { search?: string; status?: VendorListStatus },
): Promise<VendorItem[]> {
  const where: SQL[] = [eq(vendors.storeId, storeId)];
  if (query.status) where.push(eq(vendors.status, query.status));
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const any = or(ilike(vendors.name, like), ilike(vendors.companyName, like), ilike(vendors.email, like));
    if (any) where.push(any);
  }
  const rows = await ctx.db
    .select(columns)
    .from(vendors)
    .where(and(...where))
    .orderBy(vendors.companyName, vendors.id);
  return rows.map(toItem);
}

async function findVendor(ctx: AppContext, storeId: string, id: string): Promise<VendorItem> {
  const [row] = await ctx.db
    .select(columns)
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, id)));
  if (!row) throw notFound(NOT_FOUND);
  return toItem(row);
}

/** A vendor's page: the vendor, the latest 50 orders holding its lines, and what the store owes it. */
export async function vendorDetail(ctx: AppContext, storeId: string, id: string) {
  const vendor = await findVendor(ctx, storeId, id);
  const latest = await ctx.db
    .select({
      _id: orders.id,
      number: orders.number,
      status: orders.status,
      currency: orders.currency,
      createdAt: orders.createdAt,
      lines: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${orderLines.subtotal} + ${orderLines.tax}), 0)`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.storeId, storeId), eq(orderLines.vendorId, id)))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const unsettled = LEDGER_ACCOUNTS.vendorUnsettled(id);
  const settled = LEDGER_ACCOUNTS.vendorSettled(id);
  const owed = await balances(ctx.db, storeId, [unsettled, settled]);
  const [store] = await ctx.db.select({ currency: stores.currency }).from(stores).where(eq(stores.id, storeId));
  const rows: VendorOrderRow[] = latest.map(({ createdAt, total, ...o }) => ({
    ...o,
    total: Number(total),
    created_on: createdAt.toISOString(),
  }));
  return {
    vendor,
    orders: rows,
    balance: {
      unsettled: owed.get(unsettled) ?? 0,
      settled: owed.get(settled) ?? 0,
      currency: store?.currency ?? 'USD',
    },
  };
}

const EMAIL_TAKEN = 'email: a vendor with this email exists';
const ADDRESS_TAKEN = 'sub_domain: this sign-in address is taken; choose another';

/**
 * A vendor's own sign-in address shares /vendor/signin/ with every store's: it must be neither a
 * store's sub-domain nor another vendor's (the unique index decides a race between two vendors).
 */
async function assertAddressFree(ctx: AppContext, subDomain: string | null | undefined, vendorId?: string) {
  if (!subDomain) return;
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, subDomain));
  const [vendor] = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.subDomain, subDomain));
  if (store || (vendor && vendor.id !== vendorId)) throw conflict(ADDRESS_TAKEN);
}

/** The unique index's refusal, when two vendors took one address at once, as the 409 the check gives. */
async function addressChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'vendors_sub_domain_key')) throw conflict(ADDRESS_TAKEN);
    throw error;
  }
}

/**
 * A new vendor. With `invite`, it gets an unguessable password and a mail (through the outbox)
 * that sends it to the store's vendor sign-in page to set its own with "Forgot password".
 */
export async function createVendor(ctx: AppContext, storeId: string, body: VendorCreateBody): Promise<VendorItem> {
  const email = body.email.trim().toLowerCase();
  const [taken] = await ctx.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.email, email)));
  if (taken) throw conflict(EMAIL_TAKEN);
  await assertAddressFree(ctx, body.sub_domain);
  const invite = body.sign_in === 'invite';
  const password = invite || !body.password ? randomBytes(24).toString('base64url') : body.password;
  const passwordHash = await hashPassword(password);
  const [row] = await addressChecked(
    ctx.db
      .insert(vendors)
      .values({
        storeId,
        email,
        passwordHash,
        name: body.name,
        companyName: body.company_name,
        mobile: body.mobile ?? null,
        commission: body.commission ?? null,
        vendorFeatures: [...new Set(body.vendor_features)],
        status: body.status ?? 'active',
        subDomain: body.sub_domain ?? null,
        payoutAccount: body.payout_account ?? null,
      })
      .returning({ id: vendors.id }),
  );
  const vendor = await findVendor(ctx, storeId, row?.id ?? '');
  if (invite) await sendInvite(ctx, storeId, vendor);
  return vendor;
}

async function sendInvite(ctx: AppContext, storeId: string, vendor: VendorItem): Promise<void> {
  const [store] = await ctx.db
    .select({ name: stores.name, subDomain: stores.subDomain })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) return;
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/vendor/signin/${vendor.sub_domain ?? store.subDomain}`;
  const approval =
    vendor.status === 'pending' ? `\n\n${store.name} will approve your account before you can sign in.` : '';
  await ctx.mailer.send({
    to: vendor.email,
    subject: `${store.name} invites you to sell on its shop`,
    text: `Hello ${vendor.name},\n\n${store.name} has added ${vendor.company_name} as a vendor on its shop.\n\nSet your password: open ${link}, choose "Forgot password" and enter ${vendor.email}; a code comes by mail.${approval}`,
  });
}

/** Changes a vendor's details, commission and grants; its email and password stay its own. */
export async function updateVendor(ctx: AppContext, storeId: string, body: VendorUpdateBody): Promise<VendorItem> {
  await assertAddressFree(ctx, body.sub_domain, body._id);
  const [row] = await addressChecked(
    ctx.db
      .update(vendors)
      .set({
        name: body.name,
        companyName: body.company_name,
        mobile: body.mobile ?? null,
        commission: body.commission ?? null,
        vendorFeatures: [...new Set(body.vendor_features)],
        ...(body.sub_domain === undefined ? {} : { subDomain: body.sub_domain }),
        ...(body.payout_account === undefined ? {} : { payoutAccount: body.payout_account }),
      })
      .where(and(eq(vendors.storeId, storeId), eq(vendors.id, body._id)))
      .returning({ id: vendors.id }),
  );
  if (!row) throw notFound(NOT_FOUND);
  return findVendor(ctx, storeId, row.id);
}

/**
 * Moves a vendor along (rules/vendors.ts VENDOR_ACTIONS), under a row lock so two owners at once
 * cannot both act on the status they saw. Suspending ends its sessions at once, as disabling a
 * branch does; expiring leaves it vendor billing only and dates the end.
 */
export async function actOnVendor(ctx: AppContext, storeId: string, id: string, action: VendorAction): Promise<string> {
  const rule = VENDOR_ACTIONS[action];
  const now = ctx.now();
  const name = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: vendors.status, name: vendors.companyName, endsAt: vendors.subscriptionEndsAt })
      .from(vendors)
      .where(and(eq(vendors.storeId, storeId), eq(vendors.id, id)))
      .for('update');
    if (!row) throw notFound(NOT_FOUND);
    const status = statusOf(row.status);
    if (!(rule.from as readonly string[]).includes(status)) {
      throw conflict(
        `${row.name} is ${status}: it cannot be ${pastOf[action]} (only a vendor ${rule.from.join(' or ')}).`,
      );
    }
    const endsAt =
      action === 'expire' ? now : action === 'reactivate' && row.endsAt && row.endsAt <= now ? null : row.endsAt;
    await tx.update(vendors).set({ status: rule.to, subscriptionEndsAt: endsAt }).where(eq(vendors.id, id));
    return row.name;
  });
  if (action === 'suspend') await ctx.sessions.revokeAllFor('vendor', id, 'vendor suspended');
  if (action === 'expire') await ctx.sessions.revokeAllFor('vendor', id, 'vendor expired');
  return MESSAGES[action](name);
}

const pastOf: Record<VendorAction, string> = {
  approve: 'approved',
  suspend: 'suspended',
  reactivate: 'reactivated',
  expire: 'expired',
};
const MESSAGES: Record<VendorAction, (name: string) => string> = {
  approve: (n) => `${n} is approved: it may sign in and sell.`,
  suspend: (n) => `${n} is suspended: its sessions have ended and it cannot sign in.`,
  reactivate: (n) => `${n} is active again: it may sign in and sell.`,
  expire: (n) => `${n} has expired: it reaches vendor billing only.`,
};

/** The grants a store may give its vendors, and those the vendor `id` holds. */
export async function vendorFeatures(ctx: AppContext, storeId: string, id?: string) {
  const granted = id ? (await findVendor(ctx, storeId, id)).vendor_features : [];
  return {
    features: VENDOR_FEATURES.map((key) => ({
      key,
      ...(VENDOR_FEATURE_LABELS[key] ?? { label: key, description: '' }),
    })),
    granted,
  };
}

const vendorOf = (auth: StoreAuth) => {
  if (auth.principal.type !== 'vendor') throw forbidden('Only a vendor has a vendor profile.');
  return auth.principal.row;
};

async function readVendorProfile(ctx: AppContext, storeId: string, id: string): Promise<VendorProfile> {
  const { products: _count, created_on: _created, ...profile } = await findVendor(ctx, storeId, id);
  return profile;
}

export const vendorProfile = (ctx: AppContext, auth: StoreAuth) =>
  readVendorProfile(ctx, auth.storeId, vendorOf(auth).id);

/** The vendor changes its own name, company and phone; the store keeps its email, commission and grants. */
export async function saveVendorProfile(
  ctx: AppContext,
  auth: StoreAuth,
  body: { name: string; company_name: string; mobile?: string | null },
): Promise<VendorProfile> {
  const me = vendorOf(auth);
  await ctx.db
    .update(vendors)
    .set({ name: body.name, companyName: body.company_name, mobile: body.mobile ?? null })
    .where(and(eq(vendors.storeId, auth.storeId), eq(vendors.id, me.id)));
  return readVendorProfile(ctx, auth.storeId, me.id);
}

const branchOf = (auth: StoreAuth) => {
  if (auth.principal.type !== 'branch') throw forbidden('Only a branch has a branch profile.');
  return auth.principal.row;
};

async function readBranchProfile(ctx: AppContext, storeId: string, id: string): Promise<BranchProfile> {
  const [row] = await ctx.db
    .select()
    .from(branches)
    .where(and(eq(branches.storeId, storeId), eq(branches.id, id)));
  if (!row) throw notFound('This branch is not in your store.');
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    mobile: row.mobile,
    hours: row.hours ?? BRANCH_STANDARD_WEEK,
  };
}

export const branchProfile = (ctx: AppContext, auth: StoreAuth) =>
  readBranchProfile(ctx, auth.storeId, branchOf(auth).id);

/** The branch changes its own phone; its name, address and hours are the store's to set. */
export async function saveBranchProfile(
  ctx: AppContext,
  auth: StoreAuth,
  body: { mobile?: string | null },
): Promise<BranchProfile> {
  const me = branchOf(auth);
  await ctx.db
    .update(branches)
    .set({ mobile: body.mobile ?? null })
    .where(and(eq(branches.storeId, auth.storeId), eq(branches.id, me.id)));
  return readBranchProfile(ctx, auth.storeId, me.id);
}
