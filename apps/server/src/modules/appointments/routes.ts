import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPOINTMENT_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { actOnAppointment } from './appointment-action.service.js';
import { appointmentSlots } from './appointment-slots.service.js';
import { appointmentCalendar, appointmentList, readAppointment } from './appointment.repo.js';
import { appointmentCallerOf } from './caller.js';

/** The console's appointments: list, calendar, one appointment, its free times and its actions (APPOINTMENT_CALLS). */
export async function appointmentRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const callerOf = (req: FastifyRequest) => appointmentCallerOf(storeAuthOf(req), now());
  serveCalls(app, APPOINTMENT_CALLS, ['appointments'], {
    ...listHandlers(db, appointmentList, callerOf),
    calendar: async (query, req) => ({ data: await appointmentCalendar(db, callerOf(req), query, now()) }),
    get: async (params, req) => ({ data: await readAppointment(db, callerOf(req), params.id) }),
    slots: async (query, req) => ({ data: await appointmentSlots(db, callerOf(req), query.id, query.day, now()) }),
    act: (body, req) => actOnAppointment(db, callerOf(req), body, now()),
  });
}
