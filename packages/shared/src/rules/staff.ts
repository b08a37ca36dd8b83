import { STAFF_FEATURES } from '../catalog/features.js';
import { access } from './call-access.js';
import { countOf } from './plural.js';

/** Seats each staff tier feature gives (spec section 9: tiers 1, 5, 10, 20). */
export const STAFF_TIER_SEATS: Record<(typeof STAFF_FEATURES)[number], number> = {
  '1_staff': 1,
  '5_staff': 5,
  '10_staff': 10,
  '20_staff': 20,
};

/** How many staff accounts a store may hold: its highest tier feature's seats, 0 without one. */
export function staffSeatLimit(ysFeatures: readonly string[]): number {
  return STAFF_FEATURES.reduce(
    (most, tier) => (ysFeatures.includes(tier) ? Math.max(most, STAFF_TIER_SEATS[tier]) : most),
    0,
  );
}

export interface StaffSeats {
  limit: number;
  /** Staff accounts held: active, disabled and pending invites alike. */
  used: number;
}

/** Whether one more staff member may be invited, and if not, the sentence that says why. */
export function inviteRefusal({ limit, used }: StaffSeats): string | null {
  if (limit === 0) return 'Your plan has no staff accounts. Add a staff plan in the App store to invite staff.';
  if (used < limit) return null;
  return `Your plan allows ${countOf(limit, 'staff member')} and every seat is taken (pending invites count). Remove someone or move to a larger staff plan to invite more.`;
}

/** Staff users and the audit log are the owner's alone (the route is admin only). */
export const STAFF_ACCESS = access();

/** How long an invite link works. */
export const STAFF_INVITE_TTL_DAYS = 7;
