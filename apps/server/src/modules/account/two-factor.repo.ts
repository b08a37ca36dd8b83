import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { twoFactorSecrets } from '../../db/schema/index.js';

/** The user's authenticator secret row (enabled or only enrolling), or undefined. */
export async function twoFactorOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}
