import { describe, expect, it } from 'vitest';
import { funnelDaysCsv } from './funnel-csv';

describe('funnelDaysCsv', () => {
  it('writes a row a day under named columns', () => {
    const csv = funnelDaysCsv([
      { day: '2026-11-01', sessions: 120, page_views: 410, cart_sessions: 14, checkout_sessions: 6, orders: 3 },
      { day: '2026-11-02', sessions: 0, page_views: 0, cart_sessions: 0, checkout_sessions: 0, orders: 1 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Day,Sessions,Page views,Added to cart,Reached checkout,Orders',
      '2026-11-01,120,410,14,6,3',
      '2026-11-02,0,0,0,0,1',
    ]);
  });
});
