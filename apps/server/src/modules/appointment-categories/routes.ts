import type { FastifyInstance } from 'fastify';
import { APPOINTMENT_CATEGORY } from '@stallfront/shared/appointment-categories';
import { appointmentCategories, appointmentCategoryProducts } from '../../db/schema/index.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { offeredBy } from '../auth/route-gate.js';

/** /setting/appointment-categories: for stores that take appointments (a 404 elsewhere). */
export async function appointmentCategoryRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    APPOINTMENT_CATEGORY,
    { things: appointmentCategories, links: { products: appointmentCategoryProducts } },
    {
      ...offeredBy(app, 'appointments', 'This store takes no appointments: add the Appointments app first.'),
    },
  );
}
