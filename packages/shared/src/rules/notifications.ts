/** What a store's notification can be about (spec: /setting/notification). */
export const NOTIFICATION_EVENTS = {
  new_order: 'New order',
  order_shipped: 'Order shipped',
  order_cancelled: 'Order cancelled',
  quote_received: 'Quote request received',
  enquiry: 'New enquiry',
  new_review: 'New review',
} as const;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

/** The ways an event reaches someone: a mail to the store's address, a push to its users, a mail to the customer. */
export const NOTIFICATION_CHANNELS = {
  merchant_email: 'Email me',
  merchant_push: 'Push to my devices',
  customer_email: 'Email the customer',
} as const;
export type NotificationChannel = keyof typeof NOTIFICATION_CHANNELS;

/**
 * Which channels each event has: only a new order is pushed (the live-order alert), and an
 * enquiry or a review has no customer mail to send.
 */
export const CHANNELS_OF: Record<NotificationEvent, readonly NotificationChannel[]> = {
  new_order: ['merchant_email', 'merchant_push', 'customer_email'],
  order_shipped: ['customer_email'],
  order_cancelled: ['merchant_email', 'customer_email'],
  quote_received: ['merchant_email', 'customer_email'],
  enquiry: ['merchant_email'],
  new_review: ['merchant_email'],
};

/** Whose mail an event's template writes: the customer's when the event has one, else the store's. */
export const templateAudience = (event: NotificationEvent): 'customer' | 'merchant' =>
  CHANNELS_OF[event].includes('customer_email') ? 'customer' : 'merchant';

/** The words a template may name, and what each stands for. */
export const TEMPLATE_PLACEHOLDERS = {
  store_name: "Your store's name",
  customer_name: "The customer's name",
  order_number: 'The order number, as your store writes it',
  order_total: "The order's total with its currency",
  order_link: "The link to the order's page",
  tracking_number: 'The tracking number of a shipped order',
  quote_number: 'The number of a quote request',
  product_name: 'The product asked about or reviewed',
  message: "The customer's words (an enquiry, a review)",
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

/** The placeholders a template names that are not known ones (a typo like {{order_nmber}}). */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    if (!Object.hasOwn(TEMPLATE_PLACEHOLDERS, name as string)) unknown.add(name as string);
  }
  return [...unknown];
}

/** A template with its {{placeholders}} filled; one without a value is left empty. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_match, name: string) =>
    Object.hasOwn(values, name) ? (values[name as TemplatePlaceholder] ?? '') : '',
  );
}

/** The sample a template is previewed with. */
export const SAMPLE_TEMPLATE_VALUES: Record<TemplatePlaceholder, string> = {
  store_name: 'Your store',
  customer_name: 'Asha Rao',
  order_number: '#1042',
  order_total: '$128.00',
  order_link: 'https://example.com/orders/1042',
  tracking_number: 'TRK123456',
  quote_number: '2031',
  product_name: 'Linen shirt',
  message: 'Do you have this in blue?',
};

export interface NotificationChoice {
  merchant_email: boolean;
  merchant_push: boolean;
  customer_email: boolean;
  subject: string;
  body: string;
}

const choice = (channels: NotificationChannel[], subject: string, body: string): NotificationChoice => ({
  merchant_email: channels.includes('merchant_email'),
  merchant_push: channels.includes('merchant_push'),
  customer_email: channels.includes('customer_email'),
  subject,
  body,
});

/**
 * What a store sends until it chooses: the mails every store sent before the setting existed
 * (order confirmation, shipped, cancelled, quote received) and a mail to the store for what a
 * customer asks or writes. A mail to the store about its own orders is off: the live-order
 * alert and the push already tell it.
 */
export const DEFAULT_NOTIFICATIONS: Record<NotificationEvent, NotificationChoice> = {
  new_order: choice(
    ['merchant_push', 'customer_email'],
    'Your order {{order_number}} at {{store_name}}',
    'Hello {{customer_name}},\n\nThank you for your order {{order_number}} at {{store_name}}.',
  ),
  order_shipped: choice(
    ['customer_email'],
    'Your order {{order_number}} from {{store_name}} has shipped',
    'Hello {{customer_name}},\n\nYour order {{order_number}} from {{store_name}} is on its way.\n\nTracking number: {{tracking_number}}\n\nYour order: {{order_link}}',
  ),
  order_cancelled: choice(
    ['customer_email'],
    'Your order {{order_number}} at {{store_name}} was cancelled',
    'Hello {{customer_name}},\n\nYour order {{order_number}} ({{order_total}}) at {{store_name}} was cancelled. Anything you paid comes back to you the way you paid.\n\nYour order: {{order_link}}',
  ),
  quote_received: choice(
    ['merchant_email', 'customer_email'],
    'We have your quote request #{{quote_number}}',
    'Hello {{customer_name}},\n\nThank you for your quote request #{{quote_number}} at {{store_name}}. We will reply with prices soon.',
  ),
  enquiry: choice(
    ['merchant_email'],
    'New enquiry from {{customer_name}}',
    '{{customer_name}} asked about {{product_name}}:\n\n{{message}}',
  ),
  new_review: choice(
    ['merchant_email'],
    'New review of {{product_name}}',
    '{{customer_name}} reviewed {{product_name}}. Approve it in your console to show it in your shop.\n\n{{message}}',
  ),
};

/** A saved choice with the channels its event does not have switched off, whatever was sent. */
export function effectiveChoice(event: NotificationEvent, saved: NotificationChoice): NotificationChoice {
  const has = CHANNELS_OF[event];
  return {
    ...saved,
    merchant_email: saved.merchant_email && has.includes('merchant_email'),
    merchant_push: saved.merchant_push && has.includes('merchant_push'),
    customer_email: saved.customer_email && has.includes('customer_email'),
  };
}
