import { z } from 'zod';
import { PRODUCT_REPORT_SORTS, REPORT_GRAINS, reportRangeProblem } from '../rules/reports.js';
import { isoDay } from './common.js';

const rangeChecked = <T extends z.ZodObject<{ from: typeof isoDay; to: typeof isoDay }>>(schema: T) =>
  schema.superRefine((body, ctx) => {
    const grain = (body as { grain?: (typeof REPORT_GRAINS)[number] }).grain;
    const problem = reportRangeProblem(body as { from: string; to: string }, grain);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

/** POST /store/reports/sales: store-local days, both ends included, summed by day, ISO week or month. */
export const salesReportBody = rangeChecked(
  z.object({
    from: isoDay,
    to: isoDay,
    grain: z.enum(REPORT_GRAINS, { error: `must be one of ${REPORT_GRAINS.join(', ')}` }),
  }),
);
export type SalesReportBody = z.infer<typeof salesReportBody>;

/** POST /store/reports/taxes: a range of up to three years. */
export const taxReportBody = rangeChecked(z.object({ from: isoDay, to: isoDay }));
export type TaxReportBody = z.infer<typeof taxReportBody>;

export const productsReportBody = rangeChecked(
  z.object({
    from: isoDay,
    to: isoDay,
    sort: z
      .enum(PRODUCT_REPORT_SORTS, { error: `must be one of ${PRODUCT_REPORT_SORTS.join(', ')}` })
      .default('revenue'),
  }),
);
export type ProductsReportBody = z.input<typeof productsReportBody>;

const count = z.number().int().nonnegative();
/** Minor units of the store's currency. */
const money = z.number().int();

/** A bucket's sales: gross − discounts = net; net + tax + shipping = total (what the orders came to). */
export const salesFigures = z.object({
  orders: count,
  units: count,
  gross: money,
  discounts: money,
  net: money,
  tax: money,
  shipping: money,
  total: money,
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesBucket = salesFigures.extend({ from: isoDay, to: isoDay });
export type SalesBucket = z.infer<typeof salesBucket>;

export const salesReport = z.object({
  currency: z.string(),
  time_zone: z.string(),
  from: isoDay,
  to: isoDay,
  grain: z.enum(REPORT_GRAINS),
  /** Every bucket of the range, zeros where nothing sold; the first and last may be partial. */
  buckets: z.array(salesBucket),
  totals: salesFigures,
});
export type SalesReport = z.infer<typeof salesReport>;
export const salesReportResponse = z.object({ status: z.literal(true), data: salesReport });

/** One part of a rate as invoices print it (CGST, SGST, IGST, GST, Tax; "" for untaxed lines). */
export const taxPartFigures = z.object({ name: z.string(), rate_bp: count, taxable: money, tax: money });
export type TaxPartFigures = z.infer<typeof taxPartFigures>;

export const taxRateFigures = z.object({
  rate_bp: count,
  /** The lines' amounts before tax, each line once whatever parts it has. */
  taxable: money,
  tax: money,
  parts: z.array(taxPartFigures),
});
export type TaxRateFigures = z.infer<typeof taxRateFigures>;

export const taxReport = z.object({
  currency: z.string(),
  time_zone: z.string(),
  from: isoDay,
  to: isoDay,
  rates: z.array(taxRateFigures),
  totals: z.object({ taxable: money, tax: money }),
});
export type TaxReport = z.infer<typeof taxReport>;
export const taxReportResponse = z.object({ status: z.literal(true), data: taxReport });

export const productReportRow = z.object({
  product_id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  units: z.number().int(),
  /** The lines' subtotals: after discounts, before tax. */
  revenue: money,
  /** On hand now, all variants together. */
  stock: z.number().int(),
  turns: z.number().nullable(),
});
export type ProductReportRow = z.infer<typeof productReportRow>;

export const productsReport = z.object({
  currency: z.string(),
  time_zone: z.string(),
  from: isoDay,
  to: isoDay,
  sort: z.enum(PRODUCT_REPORT_SORTS),
  products: z.array(productReportRow),
});
export type ProductsReport = z.infer<typeof productsReport>;
export const productsReportResponse = z.object({ status: z.literal(true), data: productsReport });
