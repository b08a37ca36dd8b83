import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ListResource, PageRequest } from './list-resource.js';

/** The list, count and CSV export calls of a list resource, for serveCalls, with the caller's scope. */
export function listHandlers<Scope, Filters, Item>(
  db: Db,
  list: ListResource<Scope, Filters, Item>,
  scopeOf: (req: FastifyRequest) => Scope,
) {
  return {
    list: (body: Filters & PageRequest, req: FastifyRequest) => list.page(db, scopeOf(req), body),
    count: (filters: Filters, req: FastifyRequest) => list.count(db, scopeOf(req), filters),
    exportCsv: (body: Filters & PageRequest, req: FastifyRequest) => list.csv(db, scopeOf(req), body),
  };
}
