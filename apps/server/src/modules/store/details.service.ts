import { eq } from 'drizzle-orm';
import type { StoreDetailsBody } from '@stallfront/shared';
import { stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { refuseCurrencyChange } from './settings.service.js';

type StoreUpdate = Partial<typeof stores.$inferInsert>;

/** Maps the wire fields an owner may edit onto columns; fields absent from the body stay as they are. */
function toColumns(body: Partial<StoreDetailsBody>): StoreUpdate {
  const columns: StoreUpdate = {
    name: body.name,
    email: body.email,
    mobile: body.mobile,
    gstNo: body.gst_no,
    website: body.website,
    category: body.category,
    country: body.country,
    currency: body.currency,
    timezone: body.timezone,
    currencyTypes: body.currency_types,
    companyDetails: body.company_details,
    themeColors: body.theme_colors,
    vendorBg: body.vendor_bg,
    additionalFeatures: body.additional_features,
    vendorCommission: body.vendor_commission,
    payoutGateway: body.payout_gateway,
    watiConfig: body.wati_config,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as StoreUpdate;
}

export async function updateStoreDetails(ctx: AppContext, storeId: string, body: Partial<StoreDetailsBody>) {
  const [store] = await ctx.db
    .select({ type: stores.type, currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('This store no longer exists.');
  if (body.vendor_commission && store.type !== 'multi_vendor') {
    throw badRequest('vendor_commission: only multi-vendor stores pay vendor commission.');
  }
  await refuseCurrencyChange(ctx.db, storeId, store.currency, body.currency);
  await ctx.db
    .update(stores)
    .set({ ...toColumns(body), updatedAt: ctx.now() })
    .where(eq(stores.id, storeId));
}
