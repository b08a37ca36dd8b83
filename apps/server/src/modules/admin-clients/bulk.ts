import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ClientBulk, type ClientFilters, type ClientStatusAction, statusAfter } from '@stallfront/shared';
import { auditLog, type ClientBulkActionRow, clientBulkActions, sessions, stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import { clientConditions } from './clients.repo.js';
import type { SupportActor } from './support-actor.js';

export const CLIENT_BULK = jobKind('admin-clients.bulk', z.strictObject({ bulk_id: z.uuid() }));

/** Stores one transaction of the job changes: progress moves by this much. */
const CHUNK = 200;
/** Most stores one bulk action by filter may take; more must be narrowed. */
export const MAX_BULK_STORES = 100_000;

export const bulkView = (row: ClientBulkActionRow): ClientBulk => ({
  _id: row.id,
  action: row.action,
  state: row.state,
  total: row.total,
  done: row.done,
  changed: row.changed,
  skipped: row.skipped,
  error: row.error,
  created_on: row.createdAt.toISOString(),
  finished_on: row.finishedAt?.toISOString() ?? null,
});

/**
 * Queues a bulk status change: the stores it will change are fixed now (the selection or the
 * filter's matches not yet in the target status), so the progress has a total; none is a 409.
 */
export async function queueBulk(
  ctx: AppContext,
  actor: SupportActor,
  body: { action: ClientStatusAction; ids?: string[]; filter?: ClientFilters },
): Promise<ClientBulk> {
  const target = statusAfter(body.action);
  const chosen = body.ids ? inArray(stores.id, body.ids) : clientConditions(body.filter ?? {});
  const found = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(chosen, ne(stores.status, target)))
    .orderBy(stores.createdAt, stores.id)
    .limit(MAX_BULK_STORES + 1);
  if (found.length > MAX_BULK_STORES)
    throw badRequest(`filter: more than ${MAX_BULK_STORES.toLocaleString('en')} stores match; narrow the filter.`);
  if (found.length === 0) {
    const what = body.ids
      ? `The ${body.ids.length === 1 ? 'selected store is' : 'selected stores are'}`
      : 'Every matching store is';
    throw conflict(`${what} already ${target}.`);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientBulkActions)
      .values({
        action: body.action,
        adminId: actor.adminId,
        adminName: actor.name,
        storeIds: found.map((s) => s.id),
        filter: body.filter ?? null,
        total: found.length,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('bulk insert returned nothing');
    await ctx.jobs.send(CLIENT_BULK, { bulk_id: row.id }, { tx });
    return row;
  });
  return bulkView(row);
}

export async function readBulk(ctx: AppContext, id: string): Promise<ClientBulk> {
  const [row] = await ctx.db.select().from(clientBulkActions).where(eq(clientBulkActions.id, id));
  if (!row) throw notFound('This bulk action does not exist.');
  return bulkView(row);
}

/**
 * The job: a chunk of stores per transaction, set-based (status, their sessions, an audit row
 * each, the progress). A store changed meanwhile to the target status is skipped. A retry
 * carries on from `done`, which moves in the same transaction as the chunk.
 */
export function defineBulkWork(ctx: AppContext): void {
  ctx.jobs.define(
    CLIENT_BULK,
    async ({ bulk_id }) => {
      const [bulk] = await ctx.db.select().from(clientBulkActions).where(eq(clientBulkActions.id, bulk_id));
      if (!bulk || bulk.state === 'done' || bulk.state === 'failed') return;
      const ids = bulk.storeIds ?? [];
      const target = statusAfter(bulk.action);
      const what = bulk.action === 'activate' ? 'Store activated by support' : 'Store deactivated by support';
      await ctx.db.update(clientBulkActions).set({ state: 'running' }).where(eq(clientBulkActions.id, bulk.id));
      try {
        for (let at = bulk.done; at < ids.length; at += CHUNK) {
          const chunk = ids.slice(at, at + CHUNK);
          await ctx.db.transaction(async (tx) => {
            const now = ctx.now();
            const changed = await tx
              .update(stores)
              .set({ status: target, updatedAt: now })
              .where(and(inArray(stores.id, chunk), ne(stores.status, target)))
              .returning({ id: stores.id });
            const changedIds = changed.map((s) => s.id);
            if (changedIds.length && bulk.action === 'deactivate')
              await tx
                .update(sessions)
                .set({ revokedAt: now, revokedReason: 'store deactivated by support' })
                .where(and(inArray(sessions.storeId, changedIds), sql`${sessions.revokedAt} is null`));
            if (changedIds.length)
              await tx.insert(auditLog).values(
                changedIds.map((storeId) => ({
                  storeId,
                  actorId: bulk.adminId,
                  actorName: bulk.adminName,
                  actorRole: 'support' as const,
                  action: `${what} (bulk)`,
                  call: 'POST /admin/client_bulk',
                  targetId: storeId,
                  createdAt: now,
                })),
              );
            await tx
              .update(clientBulkActions)
              .set({
                done: at + chunk.length,
                changed: sql`${clientBulkActions.changed} + ${changedIds.length}`,
                skipped: sql`${clientBulkActions.skipped} + ${chunk.length - changedIds.length}`,
              })
              .where(eq(clientBulkActions.id, bulk.id));
          });
          await ctx.sessions.settle();
        }
        await ctx.db
          .update(clientBulkActions)
          .set({ state: 'done', finishedAt: ctx.now() })
          .where(eq(clientBulkActions.id, bulk.id));
      } catch (err) {
        await ctx.db
          .update(clientBulkActions)
          .set({ error: 'Stopped by an error; it is retried from where it stopped.' })
          .where(eq(clientBulkActions.id, bulk.id));
        throw err;
      }
    },
    { retryLimit: 3, retryDelaySeconds: 5, concurrency: 1, expireInSeconds: 30 * 60 },
  );
}
