import { and, eq, sql } from 'drizzle-orm';
import {
  FREE_PACKAGE_IDS,
  FREE_PRODUCT_LIMIT,
  mayDoProduct,
  type ProductAction,
  type ProductActor,
  productsLeft,
  type StoreType,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { actorOf, type StoreAuth } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';
import { pluralWord } from '@stallfront/shared';

/** Who is calling a product route, with the store facts the product rules need. */
export interface ProductCaller {
  storeId: string;
  actor: ProductActor;
  /** Set for vendors: they see and change only their own products. */
  vendorId: string | null;
  /** Set for branches: they set stock for their own branch only. */
  branchId: string | null;
  displayName: string;
  store: { type: StoreType; currency: string; packageId: string };
}

export function productCallerOf(auth: StoreAuth): ProductCaller {
  const { principal } = auth;
  const { store } = auth.view;
  return {
    storeId: auth.storeId,
    actor: actorOf(auth),
    vendorId: principal.type === 'vendor' ? principal.row.id : null,
    branchId: principal.type === 'branch' ? principal.row.id : null,
    displayName: `${principal.row.name} <${principal.row.email}>`,
    store: { type: store.type as StoreType, currency: store.currency, packageId: store.packageId },
  };
}

const REFUSALS: Record<ProductAction, string> = {
  add: 'Your account may not add products.',
  update: 'Your account may not change products.',
  archive: 'Your account may not archive or restore products.',
  delete: 'Your account may not delete products.',
  branch_stock: 'Your account may not set branch stock.',
};

export function requireProductAction(caller: ProductCaller, action: ProductAction): void {
  if (!mayDoProduct(caller.actor, action)) throw forbidden(REFUSALS[action]);
}

/** The product conditions a caller's reads and writes always carry: their store, and a vendor's own rows. */
export const visibleTo = (caller: ProductCaller) =>
  and(eq(products.storeId, caller.storeId), caller.vendorId ? eq(products.vendorId, caller.vendorId) : undefined);

/** Refuses an add that would take a free-package store past its product limit. */
export async function requireRoomFor(db: Db, caller: ProductCaller, adding: number): Promise<void> {
  if (!FREE_PACKAGE_IDS.includes(caller.store.packageId)) return;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storeId, caller.storeId));
  const left = productsLeft(caller.store.packageId, row?.n ?? 0) ?? adding;
  if (adding > left) {
    throw forbidden(
      `Your free package holds up to ${FREE_PRODUCT_LIMIT} products and ${left === 0 ? 'none are' : `only ${left} more ${pluralWord(left, 'is', 'are')}`} left. Upgrade your plan to add more.`,
    );
  }
}
