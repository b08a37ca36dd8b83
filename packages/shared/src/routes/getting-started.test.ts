import { describe, expect, it } from 'vitest';
import { deployAlertSteps, gettingStartedSteps } from './getting-started.js';
import { ownerCtx } from './test-contexts.js';

const stages = { logo: true, colors: false, plan: false, domain: true };

describe('gettingStartedSteps', () => {
  it('gives each deploy stage its state and the screen where it is done', () => {
    const steps = gettingStartedSteps(stages, false, ownerCtx());
    expect(steps.map((s) => [s.key, s.done, s.route.path, s.canOpen])).toEqual([
      ['products', false, '/product-sections/products/new', true],
      ['logo', true, '/setting/store/logo-management', true],
      ['colors', false, '/setting/store/logo-management', true],
      ['plan', false, '/deployment/plans', true],
      ['domain', true, '/setting/domain', true],
    ]);
  });

  it('leaves the product step open while the count loads, and done once there are products', () => {
    expect(gettingStartedSteps(stages, undefined, ownerCtx())[0]?.done).toBeUndefined();
    expect(gettingStartedSteps(stages, true, ownerCtx())[0]?.done).toBe(true);
  });

  it("marks the steps staff may not do as the owner's", () => {
    const staff = ownerCtx({ loginType: 'subuser', subuserFeatures: ['dashboard', 'add_product'] });
    const open = Object.fromEntries(gettingStartedSteps(stages, true, staff).map((s) => [s.key, s.canOpen]));
    expect(open).toEqual({ products: true, logo: false, colors: false, plan: false, domain: false });
  });
});

describe('deployAlertSteps', () => {
  it("offers the logo, colour and plan steps left to do, with the alert's labels", () => {
    const steps = deployAlertSteps(stages, ownerCtx());
    expect(steps.map((s) => [s.label, s.route.path])).toEqual([
      ['Set colours', '/setting/store/logo-management'],
      ['Choose plan', '/deployment/plans'],
    ]);
  });

  it('is empty once they are done, and for staff who may do none of them', () => {
    expect(deployAlertSteps({ logo: true, colors: true, plan: true, domain: false }, ownerCtx())).toEqual([]);
    const staff = ownerCtx({ loginType: 'subuser', subuserFeatures: ['dashboard', 'add_product'] });
    expect(deployAlertSteps(stages, staff)).toEqual([]);
  });
});
