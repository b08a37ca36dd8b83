// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VendorAdSpend as Spend } from '@stallfront/shared/wallet';
import { renderRoutes } from '../../ui/test-utils';
import { VendorAdSpend } from './VendorAdSpend';

const SPEND: Spend = {
  currency: 'INR',
  paid: 6_000,
  refunded: 3_000,
  list: [
    {
      _id: 'a2',
      title: 'Lamp two',
      slot_name: 'Home banner',
      starts_on: '2026-12-03',
      days: 2,
      amount: 3_000,
      status: 'approved',
      created_on: '2026-12-01T10:00:00.000Z',
    },
    {
      _id: 'a1',
      title: 'Lamp one',
      slot_name: 'Home banner',
      starts_on: '2026-12-01',
      days: 1,
      amount: 3_000,
      status: 'rejected',
      created_on: '2026-11-30T10:00:00.000Z',
    },
  ],
};

vi.mock('../../api/client', () => ({
  callApi: (endpoint: { path: string }) =>
    endpoint.path === '/store/vendor_wallet/ad_spend'
      ? Promise.resolve({ status: true, data: SPEND })
      : Promise.reject(new Error(`unexpected ${endpoint.path}`)),
}));

describe("the vendor wallet's ad spend", () => {
  it('shows what the ads cost, what was refunded, and each paid ad', async () => {
    renderRoutes([{ path: '/', element: <VendorAdSpend /> }]);
    const region = await screen.findByRole('region', { name: 'Ad spend' });
    expect(within(region).getByTestId('ad-spend-totals').textContent).toBe(
      'Paid ₹60.00 · Refunded ₹30.00 · Net ₹30.00',
    );
    expect(within(region).getByText('Lamp one')).toBeTruthy();
    expect(within(region).getByText('Refunded')).toBeTruthy();
    expect(within(region).getByText('Home banner · from 2026-12-03, 2 days')).toBeTruthy();
  });
});
