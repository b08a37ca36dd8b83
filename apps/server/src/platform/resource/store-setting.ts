import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreSetting } from '@stallfront/shared/website';
import type { DbOrTx } from '../../db/client.js';
import { storeSettings } from '../../db/schema/index.js';
import { storeAuthOf } from '../auth/guards.js';
import { serveCalls } from '../serve-calls.js';
import { nextVersion, savedMeanwhile } from '../versioned-row.js';

export interface StoreSettingOptions {
  /** Refuses (throws) before both calls when the caller's store lacks the setting (a feature). */
  guard?: (req: FastifyRequest) => void;
  /** The server's last word on a value before it is written: rich text sanitised. */
  clean?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Refuses (throws) what the schema cannot see: ids that must be the store's, a feature a choice needs. */
  check?: (storeId: string, value: Record<string, unknown>, req: FastifyRequest) => Promise<void>;
}

/**
 * Serves a `storeSetting` declaration: GET answers the store's value (null until first saved) and
 * its version (0 until then), PUT replaces it whole with what the schema checked, refusing (409) a
 * save from a form opened at an older version. Its key is the declaration's.
 */
export function serveStoreSetting(app: FastifyInstance, setting: StoreSetting, options: StoreSettingOptions = {}) {
  const { db } = app.ctx;
  const storeOf = (req: FastifyRequest) => {
    options.guard?.(req);
    return storeAuthOf(req).storeId;
  };
  serveCalls(app, setting.calls, ['website'], {
    get: async (_query, req) => {
      const [row] = await db
        .select({ value: storeSettings.value, version: storeSettings.version })
        .from(storeSettings)
        .where(and(eq(storeSettings.storeId, storeOf(req)), eq(storeSettings.key, setting.key)));
      return { data: row?.value ?? null, version: row?.version ?? 0 };
    },
    save: async ({ version, ...checked }, req) => {
      const seen = version as number | undefined;
      const storeId = storeOf(req);
      await options.check?.(storeId, checked, req);
      const value = options.clean ? options.clean(checked) : checked;
      // A first save (seen 0) inserts; any other updates the version it was opened at, and only that one.
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storeSettings)
          .values({ storeId, key: setting.key, value })
          .onConflictDoUpdate({
            target: [storeSettings.storeId, storeSettings.key],
            set: { value, version: nextVersion(storeSettings.version), updatedAt: sql`now()` },
            setWhere: seen === undefined ? undefined : eq(storeSettings.version, seen),
          })
          .returning({ version: storeSettings.version });
        if (!row || (seen !== undefined && row.version !== seen + 1)) throw savedMeanwhile(setting.noun);
        return row;
      });
      return { data: value, version: saved.version };
    },
  });
}

/** A store's saved setting read with its own schema; `fallback` when never saved (or saved under an older shape). */
export async function readStoreSetting<T>(
  db: DbOrTx,
  storeId: string,
  setting: { key: string; value: { safeParse(value: unknown): { success: true; data: T } | { success: false } } },
  fallback: T,
): Promise<T> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, setting.key)));
  const parsed = setting.value.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
}
