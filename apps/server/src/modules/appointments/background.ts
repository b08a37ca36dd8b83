import type { AppContext } from '../../platform/context.js';
import { mailAppointmentChange } from './appointment-mail.js';

/** The appointments domain's work off the request path: the customer's mail of a new time or a cancellation. */
export function defineAppointmentWork(ctx: AppContext): void {
  ctx.outbox.onEvent('appointment_changed', 'customer-mail', async (event) => {
    await mailAppointmentChange(ctx.db, ctx.mailer, event.storeId, event.payload.appointment_event_id);
  });
}
