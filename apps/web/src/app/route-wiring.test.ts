import { describe, expect, it } from 'vitest';
import { ROUTES } from '@stallfront/shared/routes';
import { ROUTE_ICONS } from '../ui/route-icons';
import { SIGN_IN_PAGES } from '../signin/pages';
import { SCREENS } from './screens';

describe('the console wiring of the route table', () => {
  it('has a screen for every ready route and none for a coming-soon one', () => {
    const ready = ROUTES.filter((r) => r.screen === 'ready' && !r.document).map((r) => r.name);
    expect(Object.keys(SCREENS).sort()).toEqual(ready.sort());
  });

  it('has a sign-in document page for every route the table gives that document', () => {
    const light = ROUTES.filter((r) => r.document === 'signin').map((r) => r.name);
    expect(Object.keys(SIGN_IN_PAGES).sort()).toEqual(light.sort());
  });

  it('draws every route of the vendor layout in the sign-in document', () => {
    expect(ROUTES.filter((r) => r.layout === 'vendor_auth' && r.document !== 'signin')).toEqual([]);
  });

  it('has every icon the table names', () => {
    const missing = ROUTES.map((r) => r.icon).filter((icon) => !ROUTE_ICONS[icon]);
    expect(missing).toEqual([]);
  });

  it('lists the coming-soon routes, so later issues can build them down to none', () => {
    const comingSoon = ROUTES.filter((r) => r.screen === 'coming_soon');
    expect(comingSoon.length).toBe(ROUTES.length - Object.keys(SCREENS).length - Object.keys(SIGN_IN_PAGES).length);
  });
});
