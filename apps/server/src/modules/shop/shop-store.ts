import { and, eq, isNotNull } from 'drizzle-orm';
import type { QuoteSubType, StoreType } from '@stallfront/shared';
import { type ShopStore, shopBuyMode } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';

/** A store as its shop needs it, with where its pages live. */
export interface ShopContext {
  store: ShopStore;
  /** Absolute start of every canonical address: https://{custom domain} when verified, else PUBLIC_URL/s/{sub_domain}. */
  canonicalBase: string;
}

const columns = {
  id: stores.id,
  name: stores.name,
  subDomain: stores.subDomain,
  type: stores.type,
  subType: stores.subType,
  currency: stores.currency,
  logo: stores.logo,
  themeColors: stores.themeColors,
  status: stores.status,
  customDomain: stores.customDomain,
  customDomainVerifiedAt: stores.customDomainVerifiedAt,
};
type ShopStoreRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

/** How a request reached the shop: under /s/{sub_domain} on the main host, or at a custom domain's root. */
export type ShopEntry = { by: 'sub_domain'; subDomain: string } | { by: 'domain'; domain: string };

function toContext(row: ShopStoreRow, entry: ShopEntry, publicUrl: string): ShopContext {
  const type = row.type as StoreType;
  const subType = (row.subType as QuoteSubType | null) ?? null;
  const verified = row.customDomain && row.customDomainVerifiedAt ? row.customDomain : null;
  return {
    store: {
      id: row.id as string,
      name: row.name as string,
      sub_domain: row.subDomain as string,
      type,
      sub_type: subType,
      currency: row.currency as string,
      logo: row.logo ?? null,
      primary: row.themeColors?.primary ?? '',
      buy_mode: shopBuyMode({ type, sub_type: subType }),
      base: entry.by === 'domain' ? '' : `/s/${row.subDomain}`,
    },
    canonicalBase: verified ? `https://${verified}` : `${publicUrl.replace(/\/$/, '')}/s/${row.subDomain}`,
  };
}

/**
 * The open shop the request names, or null: an unknown sub_domain, a domain not (yet)
 * verified, and a store that is not active all have no shop.
 */
export async function findShop(db: Db, entry: ShopEntry, publicUrl: string): Promise<ShopContext | null> {
  const where =
    entry.by === 'sub_domain'
      ? eq(stores.subDomain, entry.subDomain)
      : and(eq(stores.customDomain, entry.domain), isNotNull(stores.customDomainVerifiedAt));
  const [row] = await db.select(columns).from(stores).where(where).limit(1);
  if (!row || row.status !== 'active') return null;
  return toContext(row, entry, publicUrl);
}
