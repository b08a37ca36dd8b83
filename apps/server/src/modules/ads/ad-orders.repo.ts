import { eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdOrder, type adOrderCountQuery, adRunsOn } from '@stallfront/shared';
import { type AdOrderRow, adOrders, vendors } from '../../db/schema/index.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

/** Who lists: the store, narrowed to one vendor's own orders when a vendor asks; today decides `running`. */
export interface AdScope {
  storeId: string;
  vendorId: string | null;
  today: string;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function adOrderConditions(scope: AdScope, filters: z.output<typeof adOrderCountQuery>): SQL {
  return owned(
    adOrders,
    scope.storeId,
    scope.vendorId ? eq(adOrders.vendorId, scope.vendorId) : undefined,
    filters.status ? eq(adOrders.status, filters.status) : undefined,
    filters.search
      ? or(
          ilike(adOrders.title, likeOf(filters.search)),
          ilike(adOrders.productName, likeOf(filters.search)),
          ilike(adOrders.slotName, likeOf(filters.search)),
          ilike(vendors.companyName, likeOf(filters.search)),
        )
      : undefined,
  );
}

const columns = { ...getTableColumns(adOrders), vendorName: vendors.companyName };
type Row = AdOrderRow & { vendorName: string };

export function adOrderItem(r: Row, today: string): AdOrder {
  const item = {
    _id: r.id,
    slot_id: r.slotId,
    slot_name: r.slotName,
    placement: r.placement,
    vendor_id: r.vendorId,
    vendor_name: r.vendorName,
    product_id: r.productId,
    product_name: r.productName,
    title: r.title,
    image_url: r.imageUrl,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    days: r.days,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    impressions: r.impressions,
    clicks: r.clicks,
    note: r.note,
    created_on: r.createdAt.toISOString(),
  };
  return { ...item, running: r.slotId !== null && adRunsOn(item, today) };
}

/** The console's ad orders: the owner sees the store's, a vendor its own. */
export const adOrderList = listResource({
  table: adOrders,
  columns,
  joins: (q) => q.innerJoin(vendors, eq(vendors.id, adOrders.vendorId)),
  where: adOrderConditions,
  sorts: { created: adOrders.createdAt, starts: adOrders.startsOn },
  toItem: (r, scope: AdScope) => adOrderItem(r as Row, scope.today),
});
