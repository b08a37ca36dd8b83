import { z } from 'zod';
import { text } from '../schemas/common.js';
import {
  NOTIFICATION_EVENTS,
  type NotificationChoice,
  type NotificationEvent,
  unknownPlaceholders,
} from '../rules/notifications.js';
import { STORE_SETTINGS_ACCESS } from '../rules/store.js';
import { storeSetting } from './store-setting.js';

const template = (max: number, lines: boolean) =>
  text(max, { min: 1, lines }).superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}` });
  });

const eventChoice = z.object({
  merchant_email: z.boolean(),
  merchant_push: z.boolean(),
  customer_email: z.boolean(),
  subject: template(200, false),
  body: template(5000, true),
}) satisfies z.ZodType<NotificationChoice>;

const eventFields = Object.fromEntries(Object.keys(NOTIFICATION_EVENTS).map((key) => [key, eventChoice])) as Record<
  NotificationEvent,
  typeof eventChoice
>;

/**
 * /setting/notification: for each event, whether it mails the store, pushes to its users and
 * mails the customer, and the template of its mail (GET and PUT /store/notification_settings).
 */
export const NOTIFICATION_SETTING = storeSetting({
  key: 'notification_settings',
  noun: 'notification settings',
  path: '/store/notification_settings',
  access: { read: STORE_SETTINGS_ACCESS, write: STORE_SETTINGS_ACCESS },
  fields: eventFields,
  summary: (value) => {
    const on = Object.values(value).filter((c) => c.merchant_email || c.merchant_push || c.customer_email).length;
    return `${on} of ${Object.keys(value).length} events on`;
  },
});
export type NotificationSettings = z.output<typeof NOTIFICATION_SETTING.value>;
