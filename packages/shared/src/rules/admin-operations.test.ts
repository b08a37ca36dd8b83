import { describe, expect, it } from 'vitest';
import { SIGNUP_STEPS } from '../schemas/signup.js';
import { formatBytes, isInternalQueue, jobFigures, mailState, retryRefusal, signupFunnel } from './admin-operations.js';

describe('retryRefusal', () => {
  const failed = { status: 'failed' as const, superseded: false, storePending: false, hasCard: true };
  it('lets the latest failed payment of a store with a card be charged again', () => {
    expect(retryRefusal(failed)).toBeNull();
  });
  it('refuses a paid or pending payment, one replaced by a later try, a store paying now, and no card', () => {
    expect(retryRefusal({ ...failed, status: 'paid' })).toMatch(/Only a failed/);
    expect(retryRefusal({ ...failed, status: 'pending' })).toMatch(/Only a failed/);
    expect(retryRefusal({ ...failed, superseded: true })).toMatch(/later payment/);
    expect(retryRefusal({ ...failed, storePending: true })).toMatch(/under way/);
    expect(retryRefusal({ ...failed, hasCard: false })).toMatch(/no card/);
  });
});

describe('signupFunnel', () => {
  it('lists every step in order with its share of those who began', () => {
    const funnel = signupFunnel(SIGNUP_STEPS, { email: 8, details: 6, store_type: 5, password: 4, completed: 2 });
    expect(funnel.map((s) => s.step)).toEqual(['email', 'details', 'store_type', 'category', 'password', 'completed']);
    expect(funnel.find((s) => s.step === 'completed')).toEqual({ step: 'completed', people: 2, of_started: 25 });
    expect(funnel.find((s) => s.step === 'category')?.people).toBe(0);
  });
  it('answers zeros for a period without sign-ups', () => {
    expect(signupFunnel(SIGNUP_STEPS, {}).every((s) => s.people === 0 && s.of_started === 0)).toBe(true);
  });
});

describe('jobFigures', () => {
  it('folds the states of each kind into waiting, active, failed, done and retried, failures first', () => {
    const figures = jobFigures([
      { name: 'a.sweep', state: 'completed', jobs: 10, retried: 1 },
      { name: 'b.mail', state: 'created', jobs: 2, retried: 0 },
      { name: 'b.mail', state: 'retry', jobs: 1, retried: 1 },
      { name: 'b.mail', state: 'failed', jobs: 3, retried: 3 },
      { name: 'a.sweep', state: 'active', jobs: 1, retried: 0 },
    ]);
    expect(figures).toEqual([
      { name: 'b.mail', waiting: 3, active: 0, failed: 3, completed: 0, retried: 4 },
      { name: 'a.sweep', waiting: 0, active: 1, failed: 0, completed: 10, retried: 1 },
    ]);
  });
  it("leaves out pg-boss's own queues", () => {
    expect(isInternalQueue('__pgboss__send-it')).toBe(true);
    expect(isInternalQueue('billing.sweep')).toBe(false);
    expect(isInternalQueue('my__pgboss__copy')).toBe(false);
    const figures = jobFigures([
      { name: '__pgboss__send-it', state: 'completed', jobs: 40, retried: 0 },
      { name: '__pgboss__send-it', state: 'failed', jobs: 1, retried: 0 },
      { name: 'billing.sweep', state: 'completed', jobs: 2, retried: 0 },
    ]);
    expect(figures.map((f) => f.name)).toEqual(['billing.sweep']);
  });
});

describe('mailState and formatBytes', () => {
  it('tells sent, failed, kept and waiting mail apart', () => {
    expect(mailState({ sentAt: new Date(), error: null, transport: 'smtp' })).toBe('sent');
    expect(mailState({ sentAt: null, error: 'refused', transport: 'smtp' })).toBe('failed');
    expect(mailState({ sentAt: null, error: null, transport: 'smtp' })).toBe('waiting');
    expect(mailState({ sentAt: null, error: null, transport: 'outbox' })).toBe('kept');
  });
  it('writes sizes in the unit people read', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
