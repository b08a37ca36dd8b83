import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { vapidKeys } from '../../db/schema/index.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair: made at first start and kept in the database, so every node signs alike. */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ name: 'default', ...made })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.name, 'default'));
  if (!row) throw new Error('could not create the VAPID keys');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
