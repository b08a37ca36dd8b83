import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ABANDONED_CART_AFTER_MS,
  checkoutInput,
  type PaymentMethod,
  storeTimeZone,
  slotsOn,
  dayIn,
} from '@stallfront/shared';
import type { Db, Tx } from '../db/client.js';
import { customers, donations, notificationMails, orders, outboxEvents, products } from '../db/schema/index.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { bookSlot } from '../modules/bookings/booking.service.js';
import { advanceDemoOrders } from './demo-order-stages.js';
import { markAbandonedCarts, rememberCartContact } from '../modules/carts/abandoned.js';
import { addCartLine, addCartLines, type CartStore } from '../modules/carts/cart.service.js';
import { applyCartCoupon, removeCartCoupon } from '../modules/carts/cart-coupon.service.js';
import { sendEnquiry } from '../modules/enquiries/enquiry.service.js';
import { placeOrder } from '../modules/orders/checkout.service.js';
import { releaseUnpaidOrders } from '../modules/orders/release-unpaid.js';
import { checkoutSummary } from '../modules/orders/summary.service.js';
import { requestQuote } from '../modules/quotes/quote.service.js';
import { seedDemoGiftCards } from './demo-gift-cards.js';
import { demoTakesCoupons, seedDemoCoupons } from './demo-coupons.js';
import { DEMO_PASSWORD, type DemoStore } from './demo-stores.js';

const SHOPPERS = [
  'Ananya Rao',
  'Vikram Shah',
  'Lena Fischer',
  'Omar Haddad',
  'Chen Wei',
  'Maria Lopez',
  'Tom Becker',
  'Fatima Khan',
  'Arjun Mehta',
  'Sofia Rossi',
  'Kenji Sato',
  'Grace Okafor',
  'Noah Williams',
  'Zara Ali',
];
const CITIES = ['Chennai', 'Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'Kochi'];
/** The state of each city, so an Indian store's invoices show GST within its state and between states. */
const STATE_OF: Record<string, string> = {
  Chennai: 'Tamil Nadu',
  Bengaluru: 'Karnataka',
  Mumbai: 'Maharashtra',
  Pune: 'Maharashtra',
  Hyderabad: 'Telangana',
  Kochi: 'Kerala',
};
const DAY = 86_400_000;

/** A seeded random sequence, so every fresh demo database gets the same history. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T };
}

const emailOf = (name: string, store: DemoStore) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${store.subDomain}.shopper.demo`;

/**
 * Ninety days of shop history through the shop's own services: orders (paid, cash on
 * delivery and declined cards), quotes, enquiries, bookings and abandoned carts.
 */
export async function seedDemoShopHistory(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  const db = tx as unknown as Db;
  const random = sequence(demo.subDomain.length * 7_919);
  const skus = await sellableSkus(db, storeId);
  const cartKind = demo.type === 'quot_based' && demo.subType === 'quot' ? 'quote' : 'order';
  const coupons = demoTakesCoupons(demo);
  const store: CartStore & { features: string[] } = {
    id: storeId,
    currency: demo.currency,
    cartKind,
    features: coupons ? ['coupon_codes'] : [],
  };
  const dayAgo = (days: number) => new Date(now.getTime() - days * DAY - Math.floor(random.next() * 8) * 3_600_000);
  const contact = (name: string) => ({ name, email: emailOf(name, demo), phone: '' });

  const fillCart = async (when: Date) => {
    let cartId: string | null = null;
    for (let i = 0; i < 1 + Math.floor(random.next() * 3); i++) {
      const sku = random.pick(skus);
      cartId = await addCartLine(db, store, cartId, { sku, quantity: 1 }, when).catch(() => cartId);
    }
    return cartId;
  };
  // A repeat buyer's quick order: two SKUs typed at once (stores with the quick order form).
  const quickCart = async (when: Date) =>
    addCartLines(
      db,
      store,
      null,
      [random.pick(skus), random.pick(skus)].map((sku) => ({ sku, quantity: 2 })),
      when,
    ).catch(() => null);

  if (demo.type === 'service_based') {
    const timeZone = storeTimeZone(demo.country);
    const services = await productIds(db, storeId);
    for (let i = 0; i < 24; i++) {
      const bookedOn = dayAgo(60 - i * 2);
      const day = dayIn(new Date(bookedOn.getTime() + (2 + (i % 5)) * DAY), timeZone);
      const slot = random.pick(slotsOn(day, timeZone).length ? slotsOn(day, timeZone) : [new Date(0)]);
      if (slot.getTime() <= bookedOn.getTime()) continue;
      await bookSlot(
        db,
        { id: storeId, timeZone },
        random.pick(services),
        { ...contact(random.pick(SHOPPERS)), starts_at: slot, note: '' },
        null,
        bookedOn,
      ).catch(() => null);
    }
    return;
  }
  if (demo.type === 'quot_based' && demo.subType === 'enquiry') {
    const ids = await productIds(db, storeId);
    for (let i = 0; i < 20; i++) {
      const message = random.pick([
        'Is this in stock for 50 units?',
        'Do you ship to Manchester?',
        'What warranty does it carry?',
        'Can you send the spec sheet?',
      ]);
      await sendEnquiry(
        db,
        storeId,
        i % 4 === 0 ? null : random.pick(ids),
        { ...contact(random.pick(SHOPPERS)), message },
        null,
        dayAgo(88 - i * 4),
      );
    }
    return;
  }
  if (skus.length === 0) return;

  const couponCodes = coupons ? await seedDemoCoupons(db, store, now) : [];
  const giftCodes = demo.paidFeatures?.includes('gift_coupon')
    ? await seedDemoGiftCards(db, { id: storeId, currency: demo.currency, subDomain: demo.subDomain }, dayAgo)
    : [];
  for (let i = 0; i < 30; i++) {
    const when = dayAgo(89 - i * 3);
    const quick = demo.paidFeatures?.includes('quick_orders') && i % 5 === 4;
    const cartId = (quick ? await quickCart(when) : null) ?? (await fillCart(when));
    const picked = contact(random.pick(SHOPPERS));
    // Once, the first account holder orders as a guest with a "+gifts" address: a guest to merge into her account.
    const who = i === 7 && cartKind === 'order' ? giftsAddressOf(SHOPPERS[0] as string, demo) : picked;
    if (cartKind === 'quote') {
      if (cartId)
        await requestQuote(
          db,
          store,
          cartId,
          { ...who, company: `${who.name.split(' ')[1]} Trading`, note: '' },
          null,
          when,
        );
      continue;
    }
    const roll = random.next();
    const method: PaymentMethod = roll < 0.2 ? 'cod' : 'test_card';
    const card = roll > 0.88 ? '4000 0000 0000 0002' : '4242 4242 4242 4242';
    // Every fourth order tries a coupon, in turn (not drawn: the history's other draws stay as
    // they were); one that does not fit the cart is not kept.
    const viewer = { shopper: { customerId: null, email: who.email }, now: when };
    if (cartId && couponCodes.length && i % 4 === 1) {
      await applyCartCoupon(db, store, cartId, couponCodes[(i >> 2) % couponCodes.length] as string, viewer).catch(
        () => null,
      );
    }
    const typed = { country: demo.country, region: '', postcode: '600001' };
    let summary = await checkoutSummary(db, store, cartId, 'standard', typed, viewer);
    if (summary.cart.coupon?.problem) {
      await removeCartCoupon(db, storeId, cartId);
      summary = await checkoutSummary(db, store, cartId, 'standard', typed, viewer);
    }
    if (!summary.cart.ready) continue;
    // Drawn only for a cart that is ordered, as before, so the history's other draws stay as they were.
    const city = random.pick(CITIES);
    const address = {
      line1: `${10 + i} Park Street`,
      city,
      region: demo.country === 'IN' ? (STATE_OF[city] ?? '') : '',
      postal_code: '600001',
      country: demo.country,
    };
    // Taxed where it goes, as the checkout page shows it once the address is in.
    summary = await checkoutSummary(
      db,
      store,
      cartId,
      'standard',
      { country: address.country, region: address.region, postcode: address.postal_code },
      viewer,
    );
    const input = checkoutInput.parse({
      ...who,
      address,
      delivery_method: 'standard',
      payment_method: method,
      card_number: method === 'cod' ? '' : card,
      // Now and then a recent order spends a gift card bought earlier.
      gift_card_code: i > 15 && i % 4 === 0 ? (giftCodes[(i / 4) % giftCodes.length] ?? '') : '',
      expected_subtotal: summary.totals.subtotal + summary.totals.tax,
      idempotency_key: randomUUID(),
    });
    await placeOrder(db, store, cartId, input, null, when);
  }
  // Carts left at checkout: an email was given (or a customer with an account was signed in), no order followed.
  for (let i = 0; i < 8; i++) {
    const when = dayAgo(20 - i * 2);
    const cartId = await fillCart(when);
    if (!cartId) continue;
    // The first two are distinct customers with accounts; the rest any shopper.
    const name = i < 2 ? (SHOPPERS[i] as string) : random.pick(SHOPPERS);
    const contact =
      i < 2
        ? {
            customerId: await demoAccount(db, storeId, name, emailOf(name, demo), when),
          }
        : { email: emailOf(name, demo) };
    await rememberCartContact(db, storeId, cartId, contact, when);
  }
  await markAbandonedCarts(db, new Date(now.getTime() + ABANDONED_CART_AFTER_MS));
  // Declined cards nobody tried again, long past their hold: cancelled as the release job does.
  await releaseUnpaidOrders(db, now);
  await advanceDemoOrders(db, storeId, storeTimeZone(demo.country), now);
  await settleHistory(db, storeId);
}

/** A shopper's "+gifts" address of their own mailbox, under a shorter name. */
const giftsAddressOf = (name: string, store: DemoStore) => ({
  name: name.split(' ')[0] ?? name,
  email: emailOf(name, store).replace('@', '+gifts@'),
  phone: '',
});

/** A shopper's confirmed account (their guest orders, if any, show in it). */
async function demoAccount(db: Db, storeId: string, name: string, email: string, when: Date): Promise<string> {
  const account = { passwordHash: await hashPassword(DEMO_PASSWORD), emailConfirmedAt: when };
  const [row] = await db
    .insert(customers)
    .values({ storeId, email, name, ...account })
    .onConflictDoUpdate({ target: [customers.storeId, customers.email], set: account })
    .returning({ id: customers.id });
  return (row as { id: string }).id;
}

/**
 * History needs no announcing: the demo orders' events count as delivered and their
 * confirmations, shipped mails and donation receipts as sent, so a fresh start neither mails
 * made-up shoppers nor rings ninety days of new-order alerts. (A handler that already picked
 * an event up finds its mail claimed.)
 */
export async function settleHistory(db: Db, storeId: string) {
  await db
    .update(orders)
    .set({ confirmationMailedAt: sql`${orders.createdAt}` })
    .where(and(eq(orders.storeId, storeId), isNull(orders.confirmationMailedAt)));
  await db
    .update(orders)
    .set({ shippedMailedAt: sql`${orders.updatedAt}` })
    .where(and(eq(orders.storeId, storeId), isNull(orders.shippedMailedAt), isNotNull(orders.trackingNumber)));
  await db
    .update(donations)
    .set({ receiptMailedAt: sql`${donations.createdAt}` })
    .where(and(eq(donations.storeId, storeId), isNull(donations.receiptMailedAt)));
  // The notification mails of every event (a quote's acknowledgement, a cancellation), as sent.
  await db.execute(sql`
    insert into ${notificationMails} (event_id, recipient)
    select e.id, r.recipient from ${outboxEvents} e cross join (values ('merchant'), ('customer')) as r(recipient)
    where e.store_id = ${storeId}
    on conflict do nothing`);
  await db
    .update(outboxEvents)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(outboxEvents.storeId, storeId), isNull(outboxEvents.deliveredAt)));
}

async function sellableSkus(db: Db, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ sku: products.sku, variants: products.variants, stock: products.stock })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.status, 'active'), eq(products.archived, false)));
  return rows.flatMap((r) =>
    r.variants.length ? r.variants.filter((v) => v.stock > 2).map((v) => v.sku) : r.stock > 2 ? [r.sku] : [],
  );
}

async function productIds(db: Db, storeId: string): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.storeId, storeId));
  return rows.map((r) => r.id);
}
