import { eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { AuditEntry, AuditFilters } from '@stallfront/shared';
import { type AuditLogRow, auditLog } from '../../../db/schema/index.js';
import { containing } from '../../../platform/list/contact-search.js';
import { listResource } from '../../../platform/list/list-resource.js';
import { owned } from '../../../platform/store-scope.js';

export interface AuditScope {
  storeId: string;
  /** Days of the filter are the store's calendar days. */
  timeZone: string;
}

const t = auditLog;
/** A day of the store's calendar at its start, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

export const auditItem = (row: AuditLogRow): AuditEntry => ({
  _id: row.id,
  actor_id: row.actorId,
  actor_name: row.actorName,
  actor_role: row.actorRole,
  action: row.action,
  call: row.call,
  target_id: row.targetId,
  ip: row.ip,
  created_on: row.createdAt.toISOString(),
});

/** The audit log: newest first, by person and by days of the store's calendar; search the action or the row id. */
export const auditList = listResource({
  table: t,
  columns: getTableColumns(t),
  where: (scope: AuditScope, filters: AuditFilters) =>
    owned(
      t,
      scope.storeId,
      filters.actor_id ? eq(t.actorId, filters.actor_id) : undefined,
      filters.from ? sql`${t.createdAt} >= ${dayStart(filters.from, scope.timeZone)}` : undefined,
      filters.to ? sql`${t.createdAt} < ${dayStart(filters.to, scope.timeZone)} + interval '1 day'` : undefined,
      filters.search
        ? or(
            ilike(t.action, containing(filters.search)),
            ilike(t.actorName, containing(filters.search)),
            ilike(t.targetId, containing(filters.search)),
          )
        : undefined,
    ),
  sorts: { created: t.createdAt },
  toItem: auditItem,
});
