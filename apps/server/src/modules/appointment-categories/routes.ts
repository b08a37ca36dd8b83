import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPOINTMENT_CATEGORY } from '@stallfront/shared/appointment-categories';
import { appointmentCategories, appointmentCategoryProducts } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { requireStoreOffers } from '../auth/route-gate.js';

/** /setting/appointment-categories: for stores that take appointments (a 404 elsewhere). */
export async function appointmentCategoryRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    APPOINTMENT_CATEGORY,
    { things: appointmentCategories, links: { products: appointmentCategoryProducts } },
    {
      guard: (req: FastifyRequest) =>
        requireStoreOffers(
          storeAuthOf(req),
          'appointments',
          app.ctx.now(),
          'This store takes no appointments: add the Appointments app first.',
        ),
    },
  );
}
