import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../catalog/store.js';
import { FIT_PREFERENCES, SIZING_MEASUREMENTS } from '../rules/sizing.js';
import { text } from '../schemas/common.js';

/** A measurement as typed in the product page's "Find my size" form (a GET): read and judged by readMeasurements. */
const typedMeasurement = text(20).optional();

/** The "Find my size" form's part of a product page's query: the figures typed and the fit. */
export const sizingQueryShape = {
  chest: typedMeasurement,
  bust: typedMeasurement,
  waist: typedMeasurement,
  hips: typedMeasurement,
  inseam: typedMeasurement,
  shoulder: typedMeasurement,
  neck: typedMeasurement,
  sleeve: typedMeasurement,
  height: typedMeasurement,
  fit: z.enum(FIT_PREFERENCES, { error: 'Choose a snug, regular or loose fit' }).optional(),
} satisfies Record<(typeof SIZING_MEASUREMENTS)[number] | 'fit', z.ZodType>;

/** The product page's "Find my size" panel: its form as sent back, and the advice when measurements were given. */
export const shopSizingPanel = z.object({
  /** The button that opens it (the merchant's words). */
  label: z.string(),
  /** The product page: the form is a GET to it. */
  action: z.string(),
  unit: z.enum(MEASUREMENT_UNITS),
  chart_name: z.string(),
  fields: z.array(
    z.object({
      key: z.enum(SIZING_MEASUREMENTS),
      label: z.string(),
      value: z.string(),
      error: z.string().nullable(),
      /** Placeholder figures from the chart's middle size, in the form's unit. */
      example: z.string(),
    }),
  ),
  fit: z.object({ offered: z.boolean(), value: z.enum(FIT_PREFERENCES) }),
  /** The form was sent (its answer or its problems are shown, the panel open). */
  sent: z.boolean(),
  form_error: z.string().nullable(),
  advice: z
    .object({
      status: z.enum(['fits', 'between', 'below', 'above', 'none']),
      size: z.string().nullable(),
      runner_up: z.object({ size: z.string(), reason: z.string() }).nullable(),
      reasons: z.array(z.string()),
      /** The product's variant of the advised size (its Size option), chosen in the buy box. */
      sku: z.string().nullable(),
    })
    .nullable(),
});
export type ShopSizingPanel = z.infer<typeof shopSizingPanel>;
