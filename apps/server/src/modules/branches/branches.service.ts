import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BRANCH_STANDARD_WEEK,
  BRANCHES_NEED_PICKUP,
  type BranchCreateBody,
  type BranchItem,
  type BranchOrderRow,
  type BranchStockRow,
  type BranchUpdateBody,
} from '@stallfront/shared';
import { branches, orders, productBranchStock, products } from '../../db/schema/index.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { requireStoreOffers } from '../auth/route-gate.js';

const NOT_FOUND = 'This branch is not in your store.';

/** Branches come with store pickup (spec section 6): a store without it has none to show (404). */
export const requirePickup = (ctx: AppContext, auth: StoreAuth) =>
  requireStoreOffers(auth, 'account_branches', ctx.now(), BRANCHES_NEED_PICKUP);

// Qualified by hand: inside a subquery drizzle writes a column bare, which the inner table would claim.
const stockCount = sql<number>`(select count(*)::int from ${productBranchStock} s where s.branch_id = "branches"."id")`;
const orderCount = sql<number>`(select count(*)::int from ${orders} o where o.branch_id = "branches"."id" and o.store_id = "branches"."store_id")`;

const columns = { branch: branches, products: stockCount, orders: orderCount };
type Found = { branch: typeof branches.$inferSelect; products: number; orders: number };

const toItem = ({ branch, products: stocked, orders: ordered }: Found): BranchItem => ({
  _id: branch.id,
  name: branch.name,
  email: branch.email,
  address: branch.address,
  mobile: branch.mobile,
  status: branch.status === 'disabled' ? 'disabled' : 'active',
  hours: branch.hours ?? BRANCH_STANDARD_WEEK,
  created_on: branch.createdAt.toISOString(),
  products: stocked,
  orders: ordered,
});

export async function listBranches(ctx: AppContext, storeId: string): Promise<BranchItem[]> {
  const rows = await ctx.db.select(columns).from(branches).where(eq(branches.storeId, storeId)).orderBy(branches.name);
  return rows.map(toItem);
}

async function findBranch(ctx: AppContext, storeId: string, id: string): Promise<BranchItem> {
  const [row] = await ctx.db
    .select(columns)
    .from(branches)
    .where(and(eq(branches.storeId, storeId), eq(branches.id, id)));
  if (!row) throw notFound(NOT_FOUND);
  return toItem(row);
}

/** A branch's page: the branch, the stock it keeps (most first) and its latest 50 orders. */
export async function branchDetail(
  ctx: AppContext,
  storeId: string,
  id: string,
): Promise<{ branch: BranchItem; stock: BranchStockRow[]; orders: BranchOrderRow[] }> {
  const branch = await findBranch(ctx, storeId, id);
  const stock = await ctx.db
    .select({ product_id: products.id, name: products.name, sku: products.sku, stock: productBranchStock.stock })
    .from(productBranchStock)
    .innerJoin(products, eq(products.id, productBranchStock.productId))
    .where(and(eq(productBranchStock.storeId, storeId), eq(productBranchStock.branchId, id)))
    .orderBy(desc(productBranchStock.stock), products.name)
    .limit(200);
  const latest = await ctx.db
    .select({
      _id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.branchId, id)))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return {
    branch,
    stock,
    orders: latest.map(({ createdAt, ...o }) => ({
      ...o,
      total: Number(o.total),
      created_on: createdAt.toISOString(),
    })),
  };
}

const fieldsOf = (body: Omit<BranchCreateBody, 'password'>) => ({
  name: body.name,
  email: body.email.toLowerCase(),
  address: body.address,
  mobile: body.mobile ?? null,
  hours: body.hours,
});

/** A new branch with its sign-in; an email any branch has answers 409 on `email` (a unique index). */
export async function createBranch(ctx: AppContext, storeId: string, body: BranchCreateBody): Promise<BranchItem> {
  const passwordHash = await hashPassword(body.password);
  const [row] = await ctx.db
    .insert(branches)
    .values({ storeId, passwordHash, ...fieldsOf(body) })
    .returning({ id: branches.id });
  return findBranch(ctx, storeId, row?.id ?? '');
}

/** Changes a branch; a new password ends the branch's sessions, as a password change ends the others'. */
export async function updateBranch(ctx: AppContext, storeId: string, body: BranchUpdateBody): Promise<BranchItem> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const [row] = await ctx.db
    .update(branches)
    .set({ ...fieldsOf(body), ...(passwordHash ? { passwordHash, passwordChangedAt: ctx.now() } : {}) })
    .where(and(eq(branches.storeId, storeId), eq(branches.id, body._id)))
    .returning({ id: branches.id });
  if (!row) throw notFound(NOT_FOUND);
  if (passwordHash) await ctx.sessions.revokeAllFor('branch', row.id, 'branch password changed');
  return findBranch(ctx, storeId, row.id);
}

/** Disabling ends the branch's sessions at once (and its live socket); it may not sign in until enabled. */
export async function setBranchStatus(
  ctx: AppContext,
  storeId: string,
  id: string,
  status: 'active' | 'disabled',
): Promise<string> {
  const [row] = await ctx.db
    .update(branches)
    .set({ status })
    .where(and(eq(branches.storeId, storeId), eq(branches.id, id)))
    .returning({ name: branches.name });
  if (!row) throw notFound(NOT_FOUND);
  if (status === 'disabled') await ctx.sessions.revokeAllFor('branch', id, 'branch disabled');
  return status === 'disabled'
    ? `${row.name} is disabled: its sessions have ended.`
    : `${row.name} is enabled: it may sign in again.`;
}
