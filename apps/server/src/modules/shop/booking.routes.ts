import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { BOOKING_HOLD_MINUTES, BOOKINGS_PER_HOUR, bookingInput } from '@stallfront/shared';
import { attemptLimit } from '../../platform/attempt-limit.js';
import { HttpError } from '../../platform/errors.js';
import { hashSecretToken, newSecretToken } from '../../platform/secret-token.js';
import { bookSlot, confirmBooking, heldBooking } from '../bookings/booking.service.js';
import { CONTACT, formRoutes, page, type ShopTools, withStatus } from './form-routes.js';
import type { LoadResult } from './pages.js';
import { canonicalOf } from './seo.js';
import { visibleProductBySlug } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';
import { customerOf } from './visitor.js';

const lapsed: LoadResult = {
  kind: 'error',
  status: 410,
  title: 'This booking is no longer held',
  message: `It was confirmed already, or not within ${BOOKING_HOLD_MINUTES} minutes and the time went back on sale. Book again from the service's page.`,
};

/**
 * Booking a service from its page. A shopper whose email is not confirmed (a guest, or an
 * account not yet confirmed) gets a hold: the slot is kept BOOKING_HOLD_MINUTES for the link
 * mailed to that email, then lapses. Bookings are limited per address, email and customer.
 */
export function installBookingRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db, mailer } = app.ctx;
  const { get, post, now } = formRoutes(app, prefix, form, tools);
  const books = (s: ShopContext) => s.store.buy_mode === 'booking';
  const limit = attemptLimit(app, 'shop-booking', { points: BOOKINGS_PER_HOUR, seconds: 3600 });
  const whenOf = (shop: ShopContext, at: Date) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: shop.timeZone }).format(at);
  const tokenOf = (req: FastifyRequest) => hashSecretToken((req.params as { token: string }).token);

  post(
    '/p/:slug/book',
    books,
    bookingInput,
    async (req, _reply, shop, input) => {
      const product = await visibleProductBySlug(db, shop.store.id, (req.params as { slug: string }).slug);
      if (!product) throw new HttpError(404, 'This product does not exist or is no longer sold.');
      const customer = await customerOf(req, shop);
      await limit(
        `ip:${req.ip}`,
        `email:${shop.store.id}:${input.email}`,
        ...(customer ? [`customer:${customer.id}`] : []),
      );
      const proven = customer?.emailConfirmedAt && customer.email === input.email;
      const link = proven ? null : newSecretToken();
      const hold = link && { until: new Date(now().getTime() + BOOKING_HOLD_MINUTES * 60_000), tokenHash: link.hash };
      const store = { id: shop.store.id, timeZone: shop.timeZone };
      const booking = await bookSlot(db, store, product.id, input, customer?.id ?? null, now(), hold);
      const when = whenOf(shop, booking.startsAt);
      if (!link) {
        return page(shop, '/booking', 'Booked', {
          kind: 'sent',
          data: { kind: 'booking', title: `${product.name} is booked`, message: `See you on ${when}.` },
        });
      }
      await mailer.send({
        to: input.email,
        subject: `Confirm your booking at ${shop.store.name}`,
        text: `Hello ${input.name},\n\nConfirm your booking of ${product.name} on ${when}:\n${canonicalOf(shop, `/booking/confirm/${link.token}`)}\n\nWe hold this time for you for ${BOOKING_HOLD_MINUTES} minutes; unconfirmed, it goes back on sale.\n\nIf you did not book it, ignore this email.`,
      });
      return page(shop, '/booking', 'Confirm your booking', {
        kind: 'sent',
        data: {
          kind: 'booking',
          title: 'Confirm your booking by email',
          message: `We hold ${product.name} on ${when} for you for ${BOOKING_HOLD_MINUTES} minutes: follow the link we sent to ${input.email} to confirm it.`,
        },
      });
    },
    async (req, shop, state, status) => withStatus(await tools.productPage(req, shop, { booking: state }), status),
    { fields: [...CONTACT, 'starts_at', 'note'] },
  );

  get('/booking/confirm/:token', books, async (req, shop) => {
    const booking = await heldBooking(db, shop.store.id, tokenOf(req), now());
    if (!booking) return lapsed;
    return page(shop, '/booking', 'Confirm your booking', {
      kind: 'confirm',
      data: {
        title: 'Confirm your booking',
        message: `${whenOf(shop, booking.startsAt)}, for ${booking.name}.`,
        action: `${shop.store.base}/booking/confirm/${(req.params as { token: string }).token}`,
        button: 'Confirm my booking',
      },
    });
  });
  post(
    '/booking/confirm/:token',
    books,
    z.object({}),
    async (req, _reply, shop) => {
      const booking = await confirmBooking(db, shop.store.id, tokenOf(req), now());
      if (!booking) return lapsed;
      return page(shop, '/booking', 'Booked', {
        kind: 'sent',
        data: {
          kind: 'booking',
          title: 'Your booking is confirmed',
          message: `See you on ${whenOf(shop, booking.startsAt)}.`,
        },
      });
    },
    async () => lapsed,
  );
}
