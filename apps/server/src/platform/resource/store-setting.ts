import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreSetting } from '@stallfront/shared/website';
import type { DbOrTx } from '../../db/client.js';
import { storeSettings } from '../../db/schema/index.js';
import { storeAuthOf } from '../auth/guards.js';
import { serveCalls } from '../serve-calls.js';

export interface StoreSettingOptions {
  /** Refuses (throws) before both calls when the caller's store lacks the setting (a feature). */
  guard?: (req: FastifyRequest) => void;
  /** The server's last word on a value before it is written: rich text sanitised. */
  clean?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Refuses (throws) what the schema cannot see: ids that must be the store's, a feature a choice needs. */
  check?: (storeId: string, value: Record<string, unknown>, req: FastifyRequest) => Promise<void>;
}

/**
 * Serves a `storeSetting` declaration: GET answers the store's value (null until first saved),
 * PUT replaces it whole with what the schema checked. Its key is the declaration's.
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
        .select({ value: storeSettings.value })
        .from(storeSettings)
        .where(and(eq(storeSettings.storeId, storeOf(req)), eq(storeSettings.key, setting.key)));
      return { data: row?.value ?? null };
    },
    save: async (checked, req) => {
      const storeId = storeOf(req);
      await options.check?.(storeId, checked, req);
      const value = options.clean ? options.clean(checked) : checked;
      await db
        .insert(storeSettings)
        .values({ storeId, key: setting.key, value })
        .onConflictDoUpdate({
          target: [storeSettings.storeId, storeSettings.key],
          set: { value, updatedAt: sql`now()` },
        });
      return { data: value };
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
