import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPOINTMENT_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { actOnAppointment } from './appointment-action.service.js';
import { appointmentSlots } from './appointment-slots.service.js';
import { appointmentCalendar, countAppointments, listAppointments, readAppointment } from './appointment.repo.js';
import { appointmentCallerOf } from './caller.js';

/** The console's appointments: list, calendar, one appointment, its free times and its actions (APPOINTMENT_CALLS). */
export async function appointmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['appointments'];
  const callerOf = (req: FastifyRequest) => appointmentCallerOf(storeAuthOf(req), now());
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listAppointments(db, callerOf(req), req.body)),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countAppointments(db, callerOf(req), req.query)),
  });
  app.route({
    ...queryRouteOf(C.calendar, tags),
    handler: async (req) => ok({ data: await appointmentCalendar(db, callerOf(req), req.query, now()) }),
  });
  app.route({
    ...queryRouteOf(C.get, tags),
    handler: async (req) => ok({ data: await readAppointment(db, callerOf(req), req.params.id) }),
  });
  app.route({
    ...queryRouteOf(C.slots, tags),
    handler: async (req) => ok({ data: await appointmentSlots(db, callerOf(req), req.query.id, req.query.day, now()) }),
  });
  app.route({
    ...routeOf(C.act, tags),
    handler: async (req) => ok(await actOnAppointment(db, callerOf(req), req.body, now())),
  });
}
