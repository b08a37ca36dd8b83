import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';

const keys = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A signing key of the service, made at first use and kept in app_secrets under `name`, so every
 * node signs and checks with the same one (a preview address, a mailed newsletter link).
 */
export function appKey(db: Db, name: string): Promise<string> {
  let ofDb = keys.get(db);
  if (!ofDb) {
    ofDb = new Map();
    keys.set(db, ofDb);
  }
  let key = ofDb.get(name);
  if (!key) {
    key = makeKey(db, name);
    ofDb.set(name, key);
  }
  return key;
}

async function makeKey(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`could not create the ${name} key`);
  return row.value;
}

/** An HMAC of `text` under `key`, as a token carries it. */
export const macOf = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** Whether a token's MAC is the one wanted, compared in constant time. */
export function sameMac(want: string, given: string): boolean {
  const a = Buffer.from(want);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
