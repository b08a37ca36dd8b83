import { and, asc, count, eq } from 'drizzle-orm';
import type { StaffMember, StaffState } from '@stallfront/shared';
import type { DbOrTx } from '../../../db/client.js';
import { type StaffInviteRow, type StoreUserRow, staffInvites, storeUsers } from '../../../db/schema/index.js';
import { foundOr404 } from '../../../platform/store-scope.js';

/** Staff accounts are the store's users of role subuser; an invite not yet accepted has status invited. */
export const ofStaff = (storeId: string) => and(eq(storeUsers.storeId, storeId), eq(storeUsers.role, 'subuser'));

export const staffItem = (row: StoreUserRow, invite: StaffInviteRow | null): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  status: row.status as StaffState,
  subuser_features: row.subuserFeatures,
  created_on: row.createdAt.toISOString(),
  invited_on: row.status === 'invited' && invite ? invite.createdAt.toISOString() : null,
  invite_expires_on: row.status === 'invited' && invite ? invite.expiresAt.toISOString() : null,
});

/** Every staff account and pending invite of the store, oldest first (20 at most by the tiers). */
export async function staffOf(db: DbOrTx, storeId: string): Promise<StaffMember[]> {
  const rows = await db
    .select({ user: storeUsers, invite: staffInvites })
    .from(storeUsers)
    .leftJoin(staffInvites, eq(staffInvites.storeUserId, storeUsers.id))
    .where(ofStaff(storeId))
    .orderBy(asc(storeUsers.createdAt), asc(storeUsers.id));
  return rows.map((r) => staffItem(r.user, r.invite));
}

/** Seats held: active, disabled and invited staff alike. */
export async function seatsUsed(db: DbOrTx, storeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storeUsers).where(ofStaff(storeId));
  return row?.n ?? 0;
}

/** One staff account of the store, locked for the change about to be made; 404 for anyone else's. */
export async function lockedStaff(db: DbOrTx, storeId: string, id: string) {
  const rows = await db
    .select()
    .from(storeUsers)
    .where(and(ofStaff(storeId), eq(storeUsers.id, id)))
    .for('update');
  return foundOr404(rows, 'staff member');
}

export async function staffMemberOf(db: DbOrTx, storeId: string, id: string): Promise<StaffMember> {
  const [row] = await db
    .select({ user: storeUsers, invite: staffInvites })
    .from(storeUsers)
    .leftJoin(staffInvites, eq(staffInvites.storeUserId, storeUsers.id))
    .where(and(ofStaff(storeId), eq(storeUsers.id, id)));
  return staffItem(foundOr404(row ? [row] : [], 'staff member').user, row?.invite ?? null);
}
