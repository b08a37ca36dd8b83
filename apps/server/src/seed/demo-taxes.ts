import type { Db } from '../db/client.js';
import { type StoredTaxRate, taxClasses } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

const gst = (rate: number): StoredTaxRate[] => [{ country: 'IN', region: '', rate }];

/** An Indian clothing shop's GST classes by HSN/SAC code; its products take the first. */
const APPAREL_CLASSES = [
  { name: 'Apparel up to ₹1,000', hsnCode: '6109', rates: gst(5) },
  { name: 'Apparel above ₹1,000', hsnCode: '6205', rates: gst(12) },
  { name: 'Alterations and tailoring', hsnCode: '998821', rates: gst(18) },
  { name: 'Exempt goods', hsnCode: '4901', rates: gst(0) },
];
/** Another Indian shop's classes, without codes until the merchant adds them. */
const GOODS_CLASSES = [
  { name: 'Goods at 5%', hsnCode: null, rates: gst(5) },
  { name: 'Goods at 18%', hsnCode: null, rates: gst(18) },
  { name: 'Exempt goods', hsnCode: null, rates: gst(0) },
];

/**
 * A demo store's tax classes: Indian stores charge GST by HSN code (within their state as CGST and
 * SGST, to other states as IGST, nothing on exports). Answers the class its products are in, or
 * null where the demo charges no tax (its prices are shown as they are).
 */
export async function seedDemoTaxClasses(db: Db, storeId: string, demo: DemoStore): Promise<string | null> {
  if (demo.country !== 'IN') return null;
  const rows = await db
    .insert(taxClasses)
    .values((demo.category === 'clothing' ? APPAREL_CLASSES : GOODS_CLASSES).map((c) => ({ storeId, ...c })))
    .returning({ id: taxClasses.id });
  return rows[0]?.id ?? null;
}
