import { describe, expect, it } from 'vitest';
import { extendedTrialStart, statusAfter, statusRefusal } from './admin-clients.js';
import { trialExpiry } from './trial.js';

describe('client status actions', () => {
  it('refuses what would change nothing', () => {
    expect(statusRefusal('active', 'activate')).toMatch(/already active/);
    expect(statusRefusal('inactive', 'deactivate')).toMatch(/already inactive/);
    expect(statusRefusal('inactive', 'activate')).toBeNull();
    expect(statusRefusal('suspended', 'activate')).toBeNull();
    expect(statusRefusal('active', 'deactivate')).toBeNull();
    expect(statusAfter('deactivate')).toBe('inactive');
  });
});

describe('extending a trial', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  it('moves a running trial’s end by the days', () => {
    const started = new Date('2026-11-10T08:00:00Z');
    const moved = extendedTrialStart(started, 7, now);
    expect(trialExpiry(moved).getTime() - trialExpiry(started).getTime()).toBe(7 * 86_400_000);
  });
  it('counts an ended trial’s days from today', () => {
    const started = new Date('2026-10-01T08:00:00Z');
    const moved = extendedTrialStart(started, 3, now);
    expect(trialExpiry(moved).toISOString()).toBe('2026-11-23T23:59:59.999Z');
  });
});
