import { APPOINTMENT_FEATURE, storeHasOrders, storeTimeZone } from '@stallfront/shared';
import { actorOf, type StoreAuth } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { forbidden } from '../../platform/errors.js';

/** Who is calling an appointment route, with what the rows, the timeline and the times need. */
export interface AppointmentCaller {
  storeId: string;
  /** As the timeline shows them. */
  actorName: string;
  actorType: string;
  /** The store's time zone: its days, hours and slots are in it. */
  timeZone: string;
}

/**
 * The caller of a store session. The call's access (owner, staff with orders) was checked by
 * the gate; estates stores have no orders, and a store without the appointments feature has
 * no appointments to manage.
 */
export function appointmentCallerOf(auth: StoreAuth, now: Date): AppointmentCaller {
  const { store } = auth.view;
  if (!storeHasOrders(store.type)) throw forbidden('Estates stores have no orders or appointments.');
  if (!featuresOfView(auth.view, now).includes(APPOINTMENT_FEATURE)) {
    throw forbidden('Appointments are not part of your package. Add the Appointments feature to take bookings.');
  }
  const { principal } = auth;
  return {
    storeId: auth.storeId,
    actorName: `${principal.row.name} <${principal.row.email}>`,
    actorType: actorOf(auth).loginType,
    timeZone: storeTimeZone(store.country, store.timezone),
  };
}
