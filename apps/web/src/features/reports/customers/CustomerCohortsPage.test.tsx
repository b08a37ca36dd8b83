// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cohortTriangle, type CustomerReport, type MonthRange } from '@stallfront/shared/reports-customers';
import { renderRoutes } from '../../../ui/test-utils';
import CustomerCohortsPage from './CustomerCohortsPage';

const STORE_MONTH = '2026-11';
const api = vi.hoisted(() => ({ ranges: [] as MonthRange[] }));

function answer(range: MonthRange): CustomerReport {
  const sizes = [{ cohort: '2026-10', customers: 4 }];
  const activity = [
    { cohort: '2026-10', month: '2026-10', customers: 4, sales: 40_000 },
    { cohort: '2026-10', month: '2026-11', customers: 1, sales: 9_000 },
  ];
  return {
    currency: 'INR',
    time_zone: 'Asia/Kolkata',
    ...range,
    current_month: STORE_MONTH,
    cohorts: cohortTriangle(range, STORE_MONTH, sizes, activity),
  };
}

vi.mock('../../../api/client', () => ({
  callApi: (_endpoint: unknown, input: MonthRange) => {
    api.ranges.push(input);
    return Promise.resolve({ status: true, data: answer(input) });
  },
}));

describe('the customer cohorts report', () => {
  it('draws the triangle of the months ending with the store’s current one', async () => {
    const { user } = renderRoutes([{ path: '/', element: <CustomerCohortsPage /> }]);
    const table = await screen.findByRole('table', { name: 'Customer cohorts' });
    await waitFor(() => expect(api.ranges.at(-1)).toEqual({ from_month: '2026-06', to_month: STORE_MONTH }));
    const october = within(table).getByRole('row', { name: /Oct 2026/ });
    expect(within(october).getByText('₹490.00')).toBeTruthy();
    expect(within(october).getByText('25%')).toBeTruthy();
    expect(within(october).getByTitle('1 of 4 customers ordered in Nov 2026, ₹90.00').textContent).toBe('25%1');
    // The months before the first customer's are left out.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: '12 months' }));
    await waitFor(() => expect(api.ranges.at(-1)).toEqual({ from_month: '2025-12', to_month: STORE_MONTH }));
  });
});
