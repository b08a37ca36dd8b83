import { and, eq } from 'drizzle-orm';
import {
  type AppointmentActionInput,
  type AppointmentDetail,
  applyAppointmentAction,
  mailsCustomer,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { type BookingRow, bookingEvents, bookings } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { refuseClash } from '../bookings/booking.service.js';
import { endOf, serviceCategory, startProblem } from '../bookings/service-times.js';
import type { AppointmentCaller } from './caller.js';
import { ownAppointment, readAppointment } from './appointment.repo.js';
import { spokenTime } from './local-time.js';

export const STALE_APPOINTMENT =
  'This appointment was changed by someone else since you opened it; nothing was saved. Reload it to see the change, then try again.';
export const SLOT_TAKEN = 'starts_at: someone has just booked this time; choose another';

const MESSAGES = {
  reschedule: 'Appointment moved; the customer is emailed the new time.',
  cancel: 'Appointment cancelled; the customer is emailed.',
  done: 'Appointment marked done.',
} as const;

/** The columns an action sets besides the status, and what the timeline says of it. */
async function changeOf(
  tx: Tx,
  input: AppointmentActionInput,
  booking: BookingRow,
  caller: AppointmentCaller,
  now: Date,
) {
  if (input.action === 'reschedule') {
    const category = await serviceCategory(tx, caller.storeId, booking.productId);
    const problem = startProblem(category, input.starts_at, caller.timeZone, now);
    if (problem) throw badRequest(`starts_at: ${problem}`);
    if (input.starts_at.getTime() === booking.startsAt.getTime()) {
      throw badRequest('starts_at: This is already the appointment’s time; choose another');
    }
    if (category) await refuseClash(tx, caller.storeId, category, input.starts_at, now, booking.id);
    const endsAt = endOf(category, input.starts_at);
    const detail = `${spokenTime(booking.startsAt, caller.timeZone)} → ${spokenTime(input.starts_at, caller.timeZone)}`;
    return { fields: { startsAt: input.starts_at, endsAt }, detail, to: input.starts_at };
  }
  if (input.action === 'cancel') return { fields: { cancelReason: input.reason }, detail: input.reason, to: null };
  return { fields: {}, detail: '', to: null };
}

/**
 * Applies one action with the appointment row locked: the shared rule decides, then the row,
 * its timeline entry and (for a new time or a cancellation) the customer's mail event are
 * written together. A new time is held by the same partial unique index as a shop booking,
 * so of two requests for one slot exactly one wins, whatever the database.
 */
async function applyAction(tx: Tx, caller: AppointmentCaller, input: AppointmentActionInput, now: Date) {
  const booking = await ownAppointment(tx, caller, input._id, true);
  const result = applyAppointmentAction(booking.status, input.action);
  if (result.ok && !result.changed) return false;
  if (booking.version !== input.version) throw conflict(STALE_APPOINTMENT);
  if (!result.ok) throw badRequest(`action: ${result.message}`);
  const change = await changeOf(tx, input, booking, caller, now);
  await tx
    .update(bookings)
    .set({ ...change.fields, status: result.next, version: booking.version + 1, updatedAt: now })
    .where(and(eq(bookings.storeId, caller.storeId), eq(bookings.id, booking.id)));
  const [event] = await tx
    .insert(bookingEvents)
    .values({
      storeId: caller.storeId,
      bookingId: booking.id,
      action: input.action,
      actorName: caller.actorName,
      actorType: caller.actorType,
      fromStartsAt: input.action === 'reschedule' ? booking.startsAt : null,
      toStartsAt: change.to,
      detail: change.detail,
      createdAt: now,
    })
    .returning({ id: bookingEvents.id });
  if (event && mailsCustomer(input.action)) {
    await recordEvent(tx, {
      storeId: caller.storeId,
      type: 'appointment_changed',
      payload: { appointment_event_id: event.id },
    });
  }
  return true;
}

/** One action on one appointment; answers it as it now is, with what was done. */
export async function actOnAppointment(
  db: Db,
  caller: AppointmentCaller,
  input: AppointmentActionInput,
  now: Date,
): Promise<{ data: AppointmentDetail; message: string }> {
  try {
    return await db.transaction(async (tx) => {
      const changed = await applyAction(tx, caller, input, now);
      const message = changed ? MESSAGES[input.action] : 'This appointment was already cancelled.';
      return { data: await readAppointment(tx, caller, input._id), message };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_slot_key')) throw conflict(SLOT_TAKEN);
    throw error;
  }
}
