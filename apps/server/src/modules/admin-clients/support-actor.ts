import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, masterAdmins } from '../../db/schema/index.js';
import { sessionEnded } from '../../platform/errors.js';

/** The platform admin acting, as the store's audit log names them. */
export interface SupportActor {
  adminId: string;
  name: string;
  ip: string;
}

export async function supportActorOf(req: FastifyRequest): Promise<SupportActor> {
  const adminId = req.masterAuth?.adminId;
  const [admin] = adminId
    ? await req.server.ctx.db.select({ name: masterAdmins.name }).from(masterAdmins).where(eq(masterAdmins.id, adminId))
    : [];
  if (!adminId || !admin) throw sessionEnded('Sign in as a platform admin to continue.');
  return { adminId, name: admin.name, ip: req.ip };
}

/** One row of the store's audit log, in the writer's transaction: the owner sees what support did. */
export async function writeSupportAudit(
  tx: DbOrTx,
  actor: Pick<SupportActor, 'adminId' | 'name'> & { ip: string | null },
  storeId: string,
  action: string,
  call: string,
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    storeId,
    actorId: actor.adminId,
    actorName: actor.name,
    actorRole: 'support',
    action,
    call,
    targetId: storeId,
    ip: actor.ip,
    createdAt: now,
  });
}
