import { describe, expect, it } from 'vitest';
import { ROUTES } from '@stallfront/shared/routes';
import { ROUTE_ICONS } from '../ui/route-icons';
import { SCREENS } from './screens';

describe('the console wiring of the route table', () => {
  it('has a screen for every ready route and none for a coming-soon one', () => {
    const ready = ROUTES.filter((r) => r.screen === 'ready').map((r) => r.name);
    expect(Object.keys(SCREENS).sort()).toEqual(ready.sort());
  });

  it('has every icon the table names', () => {
    const missing = ROUTES.map((r) => r.icon).filter((icon) => !ROUTE_ICONS[icon]);
    expect(missing).toEqual([]);
  });

  it('lists the coming-soon routes, so later issues can build them down to none', () => {
    const comingSoon = ROUTES.filter((r) => r.screen === 'coming_soon');
    expect(comingSoon.length).toBe(ROUTES.length - Object.keys(SCREENS).length);
    expect(comingSoon.map((r) => r.name)).toContain('dashboard');
  });
});
