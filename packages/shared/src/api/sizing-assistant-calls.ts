import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../catalog/store.js';
import { SIZING_MEASUREMENT_INFO, SIZING_MEASUREMENTS, type SizingMeasurement } from '../rules/sizing.js';
import { access, anyOf } from '../rules/call-access.js';
import { text } from '../schemas/common.js';
import { storeSetting } from './store-setting.js';

export const SIZING_CATALOGS_MAX = 100;

/** The owner, and staff granted the store apps (the screen's own grant). */
const SIZING_ACCESS = access({ staff: anyOf('store_apps') });

/** /setting/sizing-assistant: the shop's "Find my size" panel on products with a size chart. */
export const SIZING_ASSISTANT = storeSetting({
  key: 'sizing_assistant',
  noun: 'sizing assistant',
  path: '/store/sizing_assistant',
  access: { read: SIZING_ACCESS, write: SIZING_ACCESS },
  fields: {
    enabled: z.boolean({ error: 'Say whether it is on' }),
    /** Asked in this order, each only where the product's chart has it. */
    measurements: z
      .array(
        z.enum(SIZING_MEASUREMENTS, {
          error: `Choose one of: ${SIZING_MEASUREMENTS.map((key) => SIZING_MEASUREMENT_INFO[key].label.toLowerCase()).join(', ')}`,
        }),
      )
      .min(1, 'Choose at least one measurement to ask')
      .max(SIZING_MEASUREMENTS.length),
    /** The unit shoppers type in; charts written in the other are converted. */
    unit: z.enum(MEASUREMENT_UNITS, { error: 'Choose inches or cms' }),
    /** Whether shoppers pick snug, regular or loose; off: regular. */
    offer_fit: z.boolean({ error: 'Say whether shoppers pick a fit' }),
    /** How far snug or loose moves a measurement, in `unit`. */
    fit_tolerance: z
      .number({ error: 'Enter a number' })
      .min(0.5, '0.5 at least')
      .max(10, '10 at most')
      .refine((value) => Number.isInteger(value * 10), 'One decimal at most'),
    button_label: text(40, { min: 1, required: 'Write the button’s label' }),
    all_catalogs: z.boolean(),
    /** Where `all_catalogs` is off: the products of these catalogs get the panel. */
    catalog_ids: z
      .array(z.uuid('Choose a catalog'))
      .max(SIZING_CATALOGS_MAX, `${SIZING_CATALOGS_MAX} catalogs at most`),
  },
  summary: (value) => (value.enabled ? 'On' : 'Off'),
  check: (value, ctx) => {
    const seen = new Set<SizingMeasurement>();
    value.measurements.forEach((key, i) => {
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['measurements', i],
          message: `${SIZING_MEASUREMENT_INFO[key].label} is already asked`,
        });
      seen.add(key);
    });
    if (!value.all_catalogs && value.catalog_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['catalog_ids'], message: 'Choose a catalog, or show it on all of them' });
    if (new Set(value.catalog_ids).size < value.catalog_ids.length)
      ctx.addIssue({ code: 'custom', path: ['catalog_ids'], message: 'A catalog is chosen twice' });
  },
});
export type SizingAssistant = z.infer<typeof SIZING_ASSISTANT.value>;

/** What a store starts from before it saves: off, asking the measurements most charts have. */
export const SIZING_ASSISTANT_DEFAULTS: SizingAssistant = {
  enabled: false,
  measurements: ['chest', 'bust', 'waist', 'hips'],
  unit: 'cms',
  offer_fit: true,
  fit_tolerance: 2,
  button_label: 'Find my size',
  all_catalogs: true,
  catalog_ids: [],
};
