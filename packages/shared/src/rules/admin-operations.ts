/** The platform admin's payment lists (/admin/payments/{type}) and the plan payment states each shows. */
export const PAYMENT_LIST_TYPES = ['active', 'inactive'] as const;
export type PaymentListType = (typeof PAYMENT_LIST_TYPES)[number];
export type PlanPaymentStatus = 'pending' | 'paid' | 'failed';

export const PAYMENT_STATUSES_OF: Record<PaymentListType, readonly PlanPaymentStatus[]> = {
  active: ['paid', 'pending'],
  inactive: ['failed'],
};

export interface RetryFacts {
  status: PlanPaymentStatus;
  /** A later try for the same store exists (paid, pending or failed): this one is history. */
  superseded: boolean;
  /** The store has a try under way. */
  storePending: boolean;
  /** The store's subscription keeps a card renewals can charge. */
  hasCard: boolean;
}

/** Why the admin may not charge a failed plan payment again, or null when a retry may go ahead. */
export function retryRefusal(facts: RetryFacts): string | null {
  if (facts.status !== 'failed') return 'Only a failed payment can be charged again.';
  if (facts.storePending) return 'A payment for this store is under way; wait for it to finish.';
  if (facts.superseded) return "A later payment replaced this one; retry the store's latest failed payment.";
  if (!facts.hasCard) return 'The store has no card on file; its owner must pay from the billing page.';
  return null;
}

export interface FunnelStep<S extends string = string> {
  step: S;
  /** People (by email) who reached the step in the period. */
  people: number;
  /** Their share of those who began (the first step), in percent with one decimal. */
  of_started: number;
}

/** The sign-up form's steps in order, each with who reached it and their share of those who began. */
export function signupFunnel<S extends string>(
  steps: readonly S[],
  reached: Partial<Record<string, number>>,
): FunnelStep<S>[] {
  const started = Math.max(...steps.map((step) => reached[step] ?? 0), 0);
  return steps.map((step) => {
    const people = reached[step] ?? 0;
    return { step, people, of_started: started ? Math.round((people / started) * 1000) / 10 : 0 };
  });
}

/** Job states as the control panel counts them: waiting to run, running, failed for good, done. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobKindFigures {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
  /** Jobs that needed more than one run (still waiting, done or failed). */
  retried: number;
}

/**
 * pg-boss's own queues (`__pgboss__send-it` carries the cron schedules to their queues): its
 * machinery, not work of ours, so the control panel leaves them out.
 */
export const isInternalQueue = (name: string): boolean => name.startsWith('__pgboss__');

/** One line per kind of job from the queue's counts by kind and state, busiest failures first; pg-boss's own queues left out. */
export function jobFigures(rows: readonly { name: string; state: string; jobs: number; retried: number }[]) {
  const byName = new Map<string, JobKindFigures>();
  for (const row of rows) {
    if (isInternalQueue(row.name)) continue;
    const kind = byName.get(row.name) ?? { name: row.name, waiting: 0, active: 0, failed: 0, completed: 0, retried: 0 };
    if (row.state === 'created' || row.state === 'retry') kind.waiting += row.jobs;
    else if (row.state === 'active') kind.active += row.jobs;
    else if (row.state === 'failed') kind.failed += row.jobs;
    else if (row.state === 'completed') kind.completed += row.jobs;
    kind.retried += row.retried;
    byName.set(row.name, kind);
  }
  return [...byName.values()].sort((a, b) => b.failed - a.failed || a.name.localeCompare(b.name));
}

/** A mail in the outbox: sent, failed (tried, with an error), kept (no SMTP: only the outbox has it) or waiting. */
export const mailState = (mail: {
  sentAt: Date | null;
  error: string | null;
  transport: string;
}): 'sent' | 'failed' | 'kept' | 'waiting' =>
  mail.sentAt ? 'sent' : mail.error ? 'failed' : mail.transport === 'outbox' ? 'kept' : 'waiting';

/** A size in bytes as people read it: 0 B, 12.3 KB, 4.5 MB, 1.2 GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
