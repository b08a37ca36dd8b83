import { TRIAL_DAYS } from '../catalog/limits.js';
import { trialExpiry } from './trial.js';

/** How long a support "sign in as the owner" session lasts. */
export const SUPPORT_SESSION_MINUTES = 30;

/** Most days one extension adds to a trial. */
export const MAX_TRIAL_EXTENSION_DAYS = 90;

/** Stores a bulk action may name one by one; more go by a filter. */
export const MAX_BULK_IDS = 500;

export const CLIENT_STATUS_ACTIONS = ['activate', 'deactivate'] as const;
export type ClientStatusAction = (typeof CLIENT_STATUS_ACTIONS)[number];

/** The status an action leaves a store in. */
export const statusAfter = (action: ClientStatusAction) => (action === 'activate' ? 'active' : 'inactive');

/**
 * Why a store in `status` may not take `action`, or null when it may: activating an active store
 * or deactivating an inactive one would change nothing and is refused so the admin sees it.
 */
export function statusRefusal(status: string, action: ClientStatusAction): string | null {
  if (action === 'activate' && status === 'active') return 'This store is already active.';
  if (action === 'deactivate' && status === 'inactive') return 'This store is already inactive.';
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The start a trial must have for its end (trialExpiry) to move `days` later: from its own end,
 * or from today when it has ended already, so an extension always gives the days it names.
 */
export function extendedTrialStart(createdOn: Date, days: number, now: Date): Date {
  const ends = trialExpiry(createdOn).getTime();
  const from = Math.max(ends, trialExpiry(now, 0).getTime());
  // trialExpiry(start) = start's day + TRIAL_DAYS + 1 days - 1 ms; solve for the start's day.
  return new Date(from + 1 + days * DAY_MS - (TRIAL_DAYS + 1) * DAY_MS);
}
