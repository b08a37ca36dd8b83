import { z } from 'zod';
import { APP_STATES, APP_STORE_FEATURES } from '../rules/app-store.js';
import { isoDate, okData } from './common.js';

export const menuUnlock = z.object({
  route: z.string(),
  label: z.string(),
  path: z.string(),
  icon: z.string(),
  group: z.string().nullable(),
});

export const appItem = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  /** Monthly price in minor units of the base currency (0: free), and its trial's length. */
  price: z.number().int().nonnegative(),
  trial_days: z.number().int().nonnegative(),
  state: z.enum(APP_STATES),
  /** The end of its trial, running or over; null when it never had one. */
  trial_ends_on: isoDate.nullable(),
  trial_used: z.boolean(),
  /** False when the store's type has no use for it: nothing can be started. */
  offered: z.boolean(),
  /** The sidebar entries it opens (from the route table). */
  unlocks: z.array(menuUnlock),
});
export type AppItem = z.infer<typeof appItem>;

export const appStoreCatalogue = z.object({
  trial_days: z.number().int(),
  groups: z.array(z.object({ name: z.string(), apps: z.array(appItem) })),
});
export type AppStoreCatalogue = z.infer<typeof appStoreCatalogue>;

export const appStoreReply = okData(appStoreCatalogue);

export const appActionBody = z.object({
  feature: z.enum(APP_STORE_FEATURES as [string, ...string[]], {
    error: 'Choose a feature of the App Store',
  }),
});
export type AppActionBody = z.infer<typeof appActionBody>;

export const appActionReply = z.object({ status: z.literal(true), message: z.string(), data: appStoreCatalogue });
