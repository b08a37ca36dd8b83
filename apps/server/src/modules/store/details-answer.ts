import { nextTrialChange } from '@stallfront/shared';
import type { StorePrincipal } from '../../platform/auth/principals.js';
import type { StoreView } from '../../platform/auth/store-view.js';
import { deepFreeze } from '../../platform/kept-json.js';
import { buildStoreSession, type StoreSessionView, trialStatesOf } from '../auth/store-session.js';

type DetailsAnswer = Readonly<{ status: true } & StoreSessionView>;

const kept = new WeakMap<StorePrincipal, { view: StoreView; answer: DetailsAnswer; untilMs: number }>();

/**
 * The answer of GET /store/details, kept for a cached caller (the same principal and view
 * objects) until one of its trials runs out, and frozen so its JSON is written once too: a
 * signed-in console asks for the same entity again and again.
 */
export function detailsAnswerOf(
  principal: StorePrincipal,
  view: StoreView,
  now: Date,
  publicUrl: string,
): DetailsAnswer {
  const known = kept.get(principal);
  if (known && known.view === view && now.getTime() < known.untilMs) return known.answer;
  const answer = deepFreeze({ status: true as const, ...buildStoreSession(principal, view, now, publicUrl) });
  const untilMs = nextTrialChange(trialStatesOf(view), now)?.getTime() ?? Number.POSITIVE_INFINITY;
  kept.set(principal, { view, answer, untilMs });
  return answer;
}
