import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import { lapseHolds } from './booking.service.js';

/** Every five minutes: shop bookings not confirmed in time give their slots back. */
export const BOOKING_HOLD_LAPSE = jobKind('bookings.lapse-holds', z.strictObject({}));

/** The bookings domain's work off the request path: defined before the queue starts. */
export function defineBookingWork(ctx: AppContext): void {
  ctx.jobs.define(BOOKING_HOLD_LAPSE, async () => {
    await lapseHolds(ctx.db, ctx.now());
  });
  ctx.jobs.schedule(BOOKING_HOLD_LAPSE, '*/5 * * * *', {});
}
