import { describe, expect, it } from 'vitest';
import { FEATURE_INFO } from '../catalog/feature-info.js';
import { FEATURE_KEYS } from '../catalog/features.js';
import { appActionRefusal, appStanding, menusUnlockedBy, storeTypeMayHave } from './app-store.js';

const now = new Date('2026-11-20T10:00:00Z');
const facts = (over: Partial<Parameters<typeof appStanding>[1]> = {}) => ({
  packageFeatures: ['tax_rates'],
  paidFeatures: ['recipes'],
  trials: [
    { name: 'blogs', status: true, uninstalled: false, createdOn: new Date('2026-11-10T08:00:00Z') },
    { name: 'articles', status: true, uninstalled: false, createdOn: new Date('2026-11-01T08:00:00Z') },
    { name: 'collections', status: true, uninstalled: true, createdOn: new Date('2026-11-19T08:00:00Z') },
  ],
  now,
  ...over,
});

describe('appStanding', () => {
  it('tells each state: plan, bought, on trial, trial over (also uninstalled early), not there', () => {
    expect(appStanding('tax_rates', facts()).state).toBe('included');
    expect(appStanding('recipes', facts()).state).toBe('installed');
    const trial = appStanding('blogs', facts());
    expect(trial).toEqual({ state: 'trial', trialEndsOn: new Date('2026-11-24T23:59:59.999Z'), trialUsed: true });
    expect(appStanding('articles', facts()).state).toBe('trial_ended');
    expect(appStanding('collections', facts()).state).toBe('trial_ended');
    expect(appStanding('donations', facts())).toEqual({ state: 'not_installed', trialEndsOn: null, trialUsed: false });
  });

  it('ends a trial at the end of its 14th day, not a millisecond later', () => {
    const lastMoment = facts({ now: new Date('2026-11-24T23:59:59.999Z') });
    expect(appStanding('blogs', lastMoment).state).toBe('trial');
    expect(appStanding('blogs', facts({ now: new Date('2026-11-25T00:00:00Z') })).state).toBe('trial_ended');
  });
});

describe('appActionRefusal', () => {
  const standing = (feature: string) => appStanding(feature, facts());
  it('allows one trial per feature, never of what the plan or a purchase gives', () => {
    expect(appActionRefusal('trial', 'donations', standing('donations'), true)).toBeNull();
    expect(appActionRefusal('trial', 'blogs', standing('blogs'), true)).toMatch(/already tried Blog/);
    expect(appActionRefusal('trial', 'articles', standing('articles'), true)).toMatch(/once per feature/);
    expect(appActionRefusal('trial', 'tax_rates', standing('tax_rates'), true)).toMatch(/comes with your plan/);
    expect(appActionRefusal('trial', 'recipes', standing('recipes'), true)).toMatch(/already installed/);
  });

  it('installs what is offered, also after a trial, and uninstalls only what was added', () => {
    expect(appActionRefusal('install', 'articles', standing('articles'), true)).toBeNull();
    expect(appActionRefusal('install', 'donations', standing('donations'), false)).toMatch(/not available/);
    expect(appActionRefusal('uninstall', 'recipes', standing('recipes'), true)).toBeNull();
    expect(appActionRefusal('uninstall', 'blogs', standing('blogs'), true)).toBeNull();
    expect(appActionRefusal('uninstall', 'tax_rates', standing('tax_rates'), true)).toMatch(/cannot be uninstalled/);
    expect(appActionRefusal('uninstall', 'donations', standing('donations'), true)).toMatch(/not installed/);
  });
});

describe('what a feature opens and who may have it', () => {
  it('reads the menus from the route table', () => {
    expect(menusUnlockedBy('recipes').map((m) => m.path)).toEqual(['/setting/recipes']);
    expect(menusUnlockedBy('store_pickup').map((m) => m.route)).toEqual(['account_branches']);
    expect(menusUnlockedBy('chat_support')).toEqual([]);
  });

  it('keeps a marketplace’s features to marketplaces and selling features from estates', () => {
    expect(storeTypeMayHave('wallet', { storeType: 'multi_vendor' })).toBe(true);
    expect(storeTypeMayHave('wallet', { storeType: 'order_based' })).toBe(false);
    expect(storeTypeMayHave('vendors', { storeType: 'order_based' })).toBe(false);
    expect(storeTypeMayHave('store_pickup', { storeType: 'estates' })).toBe(false);
    expect(storeTypeMayHave('store_pickup', { storeType: 'order_based' })).toBe(true);
    expect(storeTypeMayHave('recipes', { storeType: 'estates' })).toBe(true);
  });

  it('names and describes every feature', () => {
    for (const key of FEATURE_KEYS) expect(FEATURE_INFO[key].name.length).toBeGreaterThan(0);
  });
});
