import type { Endpoint } from '@stallfront/shared';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';

const MAX_TARGET = 200;

/** A call that may change something: a list or search (`reads`) changes nothing, nor does a GET. */
export const writesData = (call: Endpoint) => call.method !== 'GET' && !call.reads;

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;

/** The row a call changed: its path's id, the body's _id, the answered row's _id, or the ids it acted on. */
export function auditTarget(params: unknown, input: unknown, answer: unknown): string | null {
  for (const candidate of [
    field(params, 'id'),
    field(input, '_id'),
    field(input, 'id'),
    field(field(answer, 'data'), '_id'),
  ]) {
    if (typeof candidate === 'string' && candidate) return candidate.slice(0, MAX_TARGET);
  }
  const ids = field(input, 'ids');
  if (Array.isArray(ids) && ids.length) return ids.map(String).join(',').slice(0, MAX_TARGET);
  return null;
}

/**
 * Writes the audit row of a successful writing store call made by an owner or staff member
 * (store_users): one insert, in the request, after the handler answered. Vendors and branches
 * act on their own share and are not store users; they are not audited here.
 */
export async function recordAudit(req: FastifyRequest, call: Endpoint, input: unknown, answer: unknown): Promise<void> {
  const auth = req.storeAuth;
  if (call.auth !== 'store' || !auth || auth.principal.type !== 'store_user' || !writesData(call)) return;
  const { row } = auth.principal;
  // A platform admin signed in as the owner (admin clients) acts as support, under their own name.
  const { supportAdminId, supportName } = auth.session;
  try {
    await req.server.ctx.db.insert(auditLog).values({
      storeId: auth.storeId,
      actorId: supportAdminId ?? row.id,
      actorName: supportName ?? row.name,
      actorRole: supportName ? 'support' : row.role === 'admin' ? 'admin' : 'subuser',
      action: call.summary,
      call: `${call.method} ${call.path}`,
      targetId: auditTarget(req.params, input, answer),
      ip: req.ip,
      createdAt: req.server.ctx.now(),
    });
  } catch (err) {
    // The change itself is committed; failing its answer now would tell the caller it was not.
    req.log.error({ err, call: call.path }, 'audit row not written');
  }
}
