import { and, eq, inArray } from 'drizzle-orm';
import { type DayHours, STANDARD_WEEK } from '@stallfront/shared/appointment-categories';
import type { Tx } from '../db/client.js';
import { appointmentCategories, appointmentCategoryProducts, products } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

interface DemoCategory {
  name: string;
  duration: number;
  buffer: number;
  staff: string[];
  hours: DayHours[];
  /** The services it books, by name in the demo catalogue. */
  services: string[];
}

/**
 * Glow Studio's categories. Their hours keep Monday to Saturday, 9 to 6, and every start falls on
 * the hour, so the demo's bookings (made before, at the fixed hourly slots) stay on offered times.
 */
const CATEGORIES: Record<string, DemoCategory[]> = {
  'glow-studio': [
    {
      name: 'Haircuts',
      duration: 45,
      buffer: 15,
      staff: ['Wei Ling', 'Arjun'],
      hours: STANDARD_WEEK,
      services: ['Haircut and Style'],
    },
    {
      name: 'Facials and hair spa',
      duration: 60,
      buffer: 0,
      staff: ['Siti'],
      hours: STANDARD_WEEK,
      services: ['Classic Facial', 'Hair Spa'],
    },
  ],
};

/** The demo service store's appointment categories, attached to its services. */
export async function seedDemoAppointmentCategories(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const list = CATEGORIES[demo.subDomain];
  if (!list) return;
  for (const category of list) {
    const [row] = await tx
      .insert(appointmentCategories)
      .values({
        storeId,
        name: category.name,
        durationMinutes: category.duration,
        price: 0,
        staff: category.staff,
        hours: category.hours,
        bufferMinutes: category.buffer,
      })
      .returning({ id: appointmentCategories.id });
    const services = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.name, category.services)));
    if (!row || services.length === 0) continue;
    await tx
      .insert(appointmentCategoryProducts)
      .values(services.map((s) => ({ storeId, thingId: row.id, targetId: s.id })));
  }
}
