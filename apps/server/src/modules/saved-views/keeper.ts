import type { FastifyRequest } from 'fastify';
import { storeAuthOf } from '../../platform/auth/guards.js';
import type { ViewKeeperType } from '../../db/schema/index.js';

/** Whose views a call reads and writes: the signed-in person, in their store. */
export interface ViewKeeper {
  storeId: string;
  type: ViewKeeperType;
  id: string;
}

export function keeperOf(req: FastifyRequest): ViewKeeper {
  const { storeId, principal } = storeAuthOf(req);
  return { storeId, type: principal.type, id: principal.row.id };
}
