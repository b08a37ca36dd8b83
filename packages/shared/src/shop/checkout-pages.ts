import { z } from 'zod';
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_METHODS } from '../rules/payments.js';
import { addonFileRef, cartView, lineAddon, lineMeasurement } from '../schemas/carts.js';

export type { CartCoupon, CartView as ShopCart, CartViewLine as ShopCartLine } from '../schemas/carts.js';
export { quickOrderField } from '../rules/checkout.js';
import { CUSTOMER_LINK_PURPOSES } from '../schemas/customers.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../schemas/orders.js';

/** A form sent back with what the shopper typed and a message per field (a 400 or 409). */
export const shopFormState = z.object({
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  /** A problem of the whole form (sold out, prices changed, card declined). */
  message: z.string().nullable(),
});
export type ShopFormState = z.infer<typeof shopFormState>;
export const emptyForm = (): ShopFormState => ({ values: {}, errors: {}, message: null });

/** What the cart drawer shows (`{base}/cart.json`): the cart and where to go next. */
export const shopCartDrawer = z.object({
  cart: cartView,
  /** The store keeps its prices for signed-in buyers and this visitor is not one: the cart's are zeroed. */
  prices_hidden: z.boolean(),
  cart_href: z.string(),
  /** Null for a quote list: it is sent from the cart page. */
  checkout_href: z.string().nullable(),
});
export type ShopCartDrawer = z.infer<typeof shopCartDrawer>;

/** A shop form posted by the page's script: done, or the form's problems. */
export type ShopFormAnswer = { ok: true } | ({ ok: false } & ShopFormState);

/** What `{base}/cart/file` answers the page's script: the file kept for a file add-on, or why it was refused. */
export const shopAddonFileAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), file: addonFileRef }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ShopAddonFileAnswer = z.infer<typeof shopAddonFileAnswer>;

export const shopCartData = z.object({
  cart: cartView,
  /** The quantity form's post: `sku`, `line`, `quantity` (0 removes) and the stepper's `step`. */
  update_action: z.string(),
  /** `{base}/cart.json`: the lines read again after a change posted by script. */
  json_href: z.string(),
  /** The checkout page (carts) or the quote request's post (quote carts). */
  checkout_href: z.string().nullable(),
  quote_action: z.string().nullable(),
  /** The discount code box's post (`coupon_code`) and its remove button's; null where the store has no coupons. */
  coupon_action: z.string().nullable(),
  coupon_remove_action: z.string().nullable(),
  form: shopFormState,
});
export type ShopCartData = z.infer<typeof shopCartData>;

export const shopTotals = z.object({
  subtotal: z.number().int(),
  tax: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
});

export const shopCheckoutData = z.object({
  cart: cartView,
  /** The store asks shoppers to accept its terms (/setting/store): where they read them. */
  terms_href: z.string().nullable().default(null),
  /** The store takes a note with the order (/setting/store). */
  order_notes: z.boolean().default(false),
  /** The choices for the address typed so far (shippingChoices), each with its fee. */
  delivery: z.array(z.object({ method: z.string(), label: z.string(), fee: z.number().int() })),
  /** Why nothing is offered for the address ("We do not deliver to …"); null when something is. */
  delivery_problem: z.string().nullable(),
  /** Posts the form to draw the page again with the choices for the address typed. */
  delivery_action: z.string(),
  /** The countries the address may be in, the store's own first. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The choice drawn checked; null when nothing is offered. */
  chosen: z.string().nullable(),
  totals: shopTotals,
  payment_methods: z.array(z.object({ method: z.enum(CHECKOUT_PAYMENT_METHODS), label: z.string() })),
  /** The store sells gift cards, so the form takes a code that pays first. */
  gift_cards: z.boolean(),
  /** Where the shopper changes the coupon code (the cart page), when the store has coupons. */
  coupon_href: z.string().nullable(),
  /** Items and their tax: what the shopper agrees to; delivery is added by the method chosen. */
  expected_subtotal: z.number().int(),
  idempotency_key: z.string(),
  action: z.string(),
  form: shopFormState,
});
export type ShopCheckoutData = z.infer<typeof shopCheckoutData>;

export const shopOrderData = z.object({
  number: z.number().int(),
  /** The number as the store writes it: "UT-01042", or "#1042" (displayNumber). */
  display_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  totals: shopTotals,
  /** What gift cards paid of the total; the payment method takes the rest. */
  gift_card_paid: z.number().int(),
  /** The coupon it was placed with: what it took off the items and off the delivery. */
  coupon: z.object({ code: z.string(), items: z.number().int(), delivery: z.number().int() }).nullable(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  created_on: z.string(),
  /** Why a cancelled order was cancelled (an unpaid one: not paid in time). */
  cancel_reason: z.string().nullable(),
  /** The carrier's number once the store marked the order shipped. */
  tracking_number: z.string().nullable(),
  /** Where to send a bank transfer still awaited (the store's instructions), else null. */
  bank_transfer_instructions: z.string().nullable(),
  /** An order written but not paid: the form to pay it (another card, or on delivery). */
  pay: z
    .object({
      action: z.string(),
      /** The last try's refusal ("Your card was declined; …"). */
      problem: z.string().nullable(),
      payment_methods: z.array(z.object({ method: z.enum(CHECKOUT_PAYMENT_METHODS), label: z.string() })),
      attempt_key: z.string(),
      form: shopFormState,
    })
    .nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      /** Gift wrap, a monogram's text: as ordered. */
      addons: z.array(lineAddon),
      measurements: z.array(lineMeasurement),
      /** After the line's discount, whose note ("Bundle: 10% off") says what it was, and after the coupon's share. */
      subtotal: z.number().int(),
      discount_note: z.string().nullable(),
      coupon_discount: z.number().int(),
    }),
  ),
});
export type ShopOrderData = z.infer<typeof shopOrderData>;

export const shopAccountData = z.object({
  name: z.string(),
  email: z.string(),
  orders: z.array(
    z.object({
      number: z.number().int(),
      display_number: z.string(),
      href: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number().int(),
      currency: z.string(),
      created_on: z.string(),
      items: z.number().int(),
    }),
  ),
  sign_out_action: z.string(),
  /** Unconfirmed: guest orders of the email stay out of the account until the mailed link is followed. */
  email_confirmed: z.boolean(),
  /** Mails the confirmation link again. */
  confirm_action: z.string(),
  /** The store's newsletter and the account email's place in it (null: not on the list). */
  newsletter: z
    .object({ action: z.string(), status: z.enum(['pending', 'subscribed', 'unsubscribed']).nullable() })
    .nullable(),
});
export type ShopAccountData = z.infer<typeof shopAccountData>;

export const shopSignInData = z.object({
  mode: z.enum(['sign_in', 'sign_up']),
  action: z.string(),
  switch_href: z.string(),
  forgot_href: z.string(),
  form: shopFormState,
  /** Why the shop asks ("Sign in to check out": the store turned guest checkout off). */
  note: z.string().nullable().default(null),
});
export type ShopSignInData = z.infer<typeof shopSignInData>;

/**
 * The account's emailed-link forms: ask for a password reset link (`forgot`), then follow a
 * link to confirm the email, finish a sign-up of a used email (`claim`) or set a new password.
 */
export const shopAccountFormData = z.object({
  purpose: z.enum(['forgot', ...CUSTOMER_LINK_PURPOSES]),
  action: z.string(),
  /** The address the link was mailed to ('' when asking). */
  email: z.string(),
  form: shopFormState,
});
export type ShopAccountFormData = z.infer<typeof shopAccountFormData>;

/** Each account form's heading, and its page's title. */
export const ACCOUNT_FORM_TITLES: Record<ShopAccountFormData['purpose'], string> = {
  forgot: 'Reset your password',
  confirm: 'Confirm your email',
  claim: 'Finish creating your account',
  reset: 'Choose a new password',
};

export const shopSentData = z.object({
  kind: z.enum(['quote', 'booking', 'enquiry', 'donation', 'account', 'feedback', 'newsletter']),
  title: z.string(),
  message: z.string(),
});
export type ShopSentData = z.infer<typeof shopSentData>;

/** A mailed link's page: what following it does, and the button that does it (never the GET). */
export const shopConfirmData = z.object({
  title: z.string(),
  message: z.string(),
  action: z.string(),
  button: z.string(),
});
export type ShopConfirmData = z.infer<typeof shopConfirmData>;

/** The quick order form: its rows as the shopper typed them (blank ones to fill), problems keyed `sku.3`, `quantity.3`. */
export const shopQuickOrderData = z.object({
  action: z.string(),
  rows: z.array(z.object({ sku: z.string(), quantity: z.string() })),
  form: shopFormState,
});
export type ShopQuickOrderData = z.infer<typeof shopQuickOrderData>;

/** The product page's enquiry form (enquiry stores, estates). */
export const shopEnquiryForm = z.object({ action: z.string(), form: shopFormState });

/** The product page's booking form (service stores): days to choose from and the chosen day's slots. */
export const shopBookingForm = z.object({
  action: z.string(),
  day: z.string(),
  days: z.array(z.object({ day: z.string(), label: z.string(), href: z.string() })),
  slots: z.array(z.object({ starts_at: z.string(), label: z.string(), free: z.boolean() })),
  /** How long an appointment lasts: its category's duration, else the fixed slot's. */
  minutes: z.number().int().positive(),
  /** An appointment's price in minor units where its category sets one; null: the service's own price. */
  price: z.number().int().nullable(),
  time_zone: z.string(),
  form: shopFormState,
});
export type ShopBookingForm = z.infer<typeof shopBookingForm>;

/** A form's problems by field name (the last part of the path: `address.city` is `city`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path.at(-1) ?? 'form')] ??= issue.message;
  return errors;
}

/** The text fields a form sent, to show them again beside its problems (never a password). */
export function keptValues(body: Record<string, unknown>, secret: readonly string[] = ['password', 'card_number']) {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && !secret.includes(key) && key !== '_csrf') values[key] = value.slice(0, 2000);
  }
  return values;
}

/** The checkout form's flat fields as the checkout input (the address is one object). */
export function checkoutFormInput(body: Record<string, unknown>) {
  const { line1, line2, city, region, postal_code, country, ...rest } = body;
  return { ...rest, address: { line1, line2, city, region, postal_code, country } };
}

/** The donation page of stores with the donations feature. */
export const shopDonateData = z.object({
  action: z.string(),
  presets: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The form's key: sent twice, it is charged once. */
  idempotency_key: z.string(),
  form: shopFormState,
});
export type ShopDonateData = z.infer<typeof shopDonateData>;

/** The feedback page of stores with the feedback feature: name, email, stars, a message, an order number. */
export const shopFeedbackData = z.object({
  action: z.string(),
  form: shopFormState,
});
export type ShopFeedbackData = z.infer<typeof shopFeedbackData>;

/** The newsletter's sign-up page: the footer box's form again, with a name and its problems. */
export const shopNewsletterData = z.object({
  action: z.string(),
  form: shopFormState,
});
export type ShopNewsletterData = z.infer<typeof shopNewsletterData>;
