import { lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions } from '../../db/schema/index.js';

/** Ended sessions and reset codes are kept this long (to answer "who was signed in when"), then deleted. */
export const AUTH_RECORD_RETENTION_DAYS = 30;

/** Deletes sessions and reset codes that ended more than the retention period ago. */
export async function pruneAuthRecords(db: Db, now: Date): Promise<{ sessions: number; resets: number }> {
  const cutoff = new Date(now.getTime() - AUTH_RECORD_RETENTION_DAYS * 86_400_000);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  const endedResets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, cutoff))
    .returning({ id: passwordResets.id });
  return { sessions: endedSessions.length, resets: endedResets.length };
}
