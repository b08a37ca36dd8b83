import { dayIn } from '@stallfront/shared';
import { emptyForm, type ShopBookingForm, type ShopFormState } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { slotsOfDay } from '../bookings/booking.service.js';
import { endOf, serviceCategory, startsOfDay } from '../bookings/service-times.js';
import type { ShopContext } from './shop-store.js';

/** Forms a product page may carry besides reviews, sent back with their problems. */
export interface ProductForms {
  enquiry?: ShopFormState;
  booking?: ShopFormState;
}

const DAYS_SHOWN = 14;
const DAY_MS = 86_400_000;

/** The enquiry form of enquiry stores and estates. */
export function enquiryForm(shop: ShopContext, href: string, forms: ProductForms = {}) {
  if (shop.store.buy_mode !== 'enquiry') return null;
  return { action: `${href}/enquiry`, form: forms.enquiry ?? emptyForm() };
}

/** The booking form of service stores: the next days the service's hours open, and the chosen day's slots. */
export async function bookingForm(
  db: Db,
  shop: ShopContext,
  productId: string,
  href: string,
  chosenDay: string | undefined,
  now: Date,
  forms: ProductForms = {},
): Promise<ShopBookingForm | null> {
  if (shop.store.buy_mode !== 'booking') return null;
  const zone = shop.timeZone;
  const label = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone });
  const category = await serviceCategory(db, shop.store.id, productId);
  const days = [];
  for (let i = 0; days.length < DAYS_SHOWN && i < DAYS_SHOWN * 2; i++) {
    const day = dayIn(new Date(now.getTime() + i * DAY_MS), zone);
    const open = startsOfDay(category, day, zone).some((s) => s.getTime() > now.getTime());
    if (open) days.push({ day, label: label.format(new Date(`${day}T12:00:00Z`)), href: `${href}?day=${day}#book` });
  }
  const day = days.find((d) => d.day === chosenDay)?.day ?? days[0]?.day ?? dayIn(now, zone);
  const slots = await slotsOfDay(db, { id: shop.store.id, timeZone: zone }, productId, day, now, category);
  return {
    action: `${href}/book`,
    day,
    days,
    slots: slots.map((s) => ({ starts_at: s.startsAt.toISOString(), label: time.format(s.startsAt), free: s.free })),
    minutes: Math.round((endOf(category, now).getTime() - now.getTime()) / 60_000),
    price: category?.price ? category.price : null,
    time_zone: zone,
    form: forms.booking ?? emptyForm(),
  };
}
