import { ENABLE_RESET_AFTER, TRIAL_DAYS } from '../catalog/limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A trial started at `createdOn` lasts until the end (UTC) of the 14th day after it:
 * created 2026-11-01 at any hour, it is usable through 2026-11-15T23:59:59.999Z.
 */
export function trialExpiry(createdOn: Date, days = TRIAL_DAYS): Date {
  const startOfDay = Date.UTC(createdOn.getUTCFullYear(), createdOn.getUTCMonth(), createdOn.getUTCDate());
  return new Date(startOfDay + (days + 1) * DAY_MS - 1);
}

export interface TrialFeatureState {
  name: string;
  status: boolean;
  uninstalled: boolean;
  createdOn: Date;
  /** Its length, from the feature catalogue when it began; TRIAL_DAYS when not recorded. */
  days?: number | null;
}

/** When a trial of its own length ends. */
export const trialEndOf = (trial: Pick<TrialFeatureState, 'createdOn' | 'days'>): Date =>
  trialExpiry(trial.createdOn, trial.days ?? TRIAL_DAYS);

export function isTrialActive(trial: TrialFeatureState, now: Date): boolean {
  return trial.status && !trial.uninstalled && now.getTime() <= trialEndOf(trial).getTime();
}

/** ys_features: package features + paid features + unexpired trial features, each once, sorted. */
export function computeYsFeatures(input: {
  packageFeatures: readonly string[];
  paidFeatures: readonly string[];
  trials: readonly TrialFeatureState[];
  now: Date;
}): string[] {
  const features = new Set([...input.packageFeatures, ...input.paidFeatures]);
  for (const trial of input.trials) if (isTrialActive(trial, input.now)) features.add(trial.name);
  return [...features].sort();
}

/** Stores created after 2023-01-01 may use the self-service password reset. */
export const enableReset = (storeCreatedOn: Date) => storeCreatedOn.getTime() >= Date.parse(ENABLE_RESET_AFTER);

/**
 * The first moment after `now` at which a trial stops counting, or null: until then the
 * features computed at `now` stay true, so they may be kept rather than worked out again.
 */
export function nextTrialChange(trials: readonly TrialFeatureState[], now: Date): Date | null {
  const ends = trials.filter((trial) => isTrialActive(trial, now)).map((trial) => trialEndOf(trial).getTime() + 1);
  return ends.length ? new Date(Math.min(...ends)) : null;
}
