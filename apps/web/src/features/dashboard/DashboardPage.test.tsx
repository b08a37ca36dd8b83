// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  customerTotals,
  type Dashboard,
  type DashboardCustomers,
  type DashboardFunnel,
  type DayRange,
  everyDay,
} from '@stallfront/shared/dashboard';
import { renderRoutes } from '../../ui/test-utils';
import DashboardPage from './DashboardPage';

const STORE_TODAY = '2026-11-30';
const api = vi.hoisted(() => ({ ranges: [] as DayRange[], orders: 3, quotes: false }));

function answer(range: DayRange): Dashboard {
  const totals = (orders: number, sales: number) => ({
    orders,
    sales,
    units: orders,
    average_order_value: orders ? sales / orders : 0,
  });
  const previous = { from: addDays(range.from, -7), to: addDays(range.from, -1) };
  return {
    currency: 'INR',
    time_zone: 'Asia/Kolkata',
    period: { ...range, ...totals(api.orders, api.orders * 100_000) },
    previous: { ...previous, ...totals(api.orders ? 2 : 0, api.orders ? 200_000 : 0) },
    days: everyDay(range).map((day) => ({ day, orders: 0, sales: 0, units: 0 })),
    top_products: api.orders
      ? [{ product_id: crypto.randomUUID(), name: 'Denim Jacket', units: 3, sales: 300_000 }]
      : [],
    today: { day: STORE_TODAY, ...totals(0, 0) },
    breakdowns: {
      payment: api.orders ? [{ key: 'cod', orders: api.orders, sales: api.orders * 100_000 }] : [],
      channel: [],
      country: [],
      region: [],
    },
  };
}

function funnelAnswer(range: DayRange): DashboardFunnel {
  const previous = { from: addDays(range.from, -7), to: addDays(range.from, -1) };
  const abandoned = { count: 4, value: 480_000, recovered_count: 1, recovered_value: 90_000, recovery_rate: 25 };
  const counts = { sessions: 200, page_views: 640, cart_sessions: 30, checkout_sessions: 12, orders: 5 };
  const rates = { cart_rate: 15, checkout_rate: 6, conversion_rate: 2.5 };
  return {
    currency: 'INR',
    time_zone: 'Asia/Kolkata',
    period: { ...range, ...counts, ...rates, abandoned },
    previous: { ...previous, ...counts, sessions: 160, ...rates, abandoned: { ...abandoned, value: 400_000 } },
    days: everyDay(range).map((day) => ({ day, ...counts })),
    today: { day: STORE_TODAY, ...counts, sessions: 7, cart_sessions: 2 },
  };
}

function customersAnswer(range: DayRange): DashboardCustomers {
  const totals = (fresh: number, back: number) => ({
    ...customerTotals([
      { is_new: true, customers: fresh, orders: fresh, sales: fresh * 50_000, repeat: 0 },
      { is_new: false, customers: back, orders: back, sales: back * 70_000, repeat: back },
    ]),
  });
  const previous = { from: addDays(range.from, -7), to: addDays(range.from, -1) };
  return {
    currency: 'INR',
    time_zone: 'Asia/Kolkata',
    period: { ...range, ...totals(2, 2) },
    previous: { ...previous, ...totals(1, 1) },
    days: everyDay(range).map((day) => ({ day, new_customers: 0, returning_customers: 0 })),
  };
}

vi.mock('../../api/client', () => ({
  callApi: (endpoint: { path: string }, input: DayRange) => {
    if (endpoint.path === '/store/dashboard_customers')
      return Promise.resolve({ status: true, data: customersAnswer(input) });
    if (endpoint.path === '/store/dashboard_funnel')
      return Promise.resolve({ status: true, data: funnelAnswer(input) });
    if (endpoint.path === '/store/dashboard_requests') {
      const quotes = {
        kind: 'quote',
        period: { received: 4, replied: 3, confirmed: 1 },
        previous: { received: 2, replied: 2, confirmed: 1 },
        waiting: 2,
      };
      return Promise.resolve({ status: true, data: api.quotes ? quotes : { kind: 'cart' } });
    }
    if (endpoint.path !== '/store/dashboard') return Promise.reject(new Error(`no answer for ${endpoint.path}`));
    api.ranges.push(input);
    return Promise.resolve({ status: true, data: answer(input) });
  },
}));

afterEach(() => {
  api.ranges = [];
  api.orders = 3;
  api.quotes = false;
});

const render = () => renderRoutes([{ path: '/', element: <DashboardPage /> }]);

describe('the dashboard', () => {
  it("shows the period's figures against the period before, on the store's own today", async () => {
    const { user } = render();
    const sales = await screen.findByRole('group', { name: 'Sales' });
    expect(within(sales).getByText('₹3,000.00')).toBeTruthy();
    expect(within(sales).getByLabelText('+50% against the previous period')).toBeTruthy();
    expect(screen.getByText('Denim Jacket')).toBeTruthy();
    // The presets end on the store's today, whatever the browser's.
    await waitFor(() => expect(api.ranges.at(-1)).toEqual({ from: addDays(STORE_TODAY, -29), to: STORE_TODAY }));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(api.ranges.at(-1)).toEqual({ from: '2026-11-24', to: STORE_TODAY }));
    const days = screen.getByRole('radiogroup', { name: 'Show the days as' });
    await user.click(within(days).getByRole('radio', { name: 'Table' }));
    expect(within(screen.getByRole('table', { name: 'Sales by day' })).getAllByRole('row')).toHaveLength(8);
  });

  it('splits the sales by payment method as bars or as a table with shares', async () => {
    const { user } = render();
    const bars = await screen.findByRole('list', { name: 'Sales by payment method' });
    expect(within(bars).getByText('Cash on delivery')).toBeTruthy();
    const methods = screen.getByRole('radiogroup', { name: 'Show sales by payment method as' });
    await user.click(within(methods).getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Sales by payment method' });
    expect(within(table).getByRole('row', { name: /Cash on delivery 3 ₹3,000.00 100%/ })).toBeTruthy();
  });

  it("shows a quote store's quotes against the period before, with a link to them", async () => {
    api.quotes = true;
    render();
    const asked = await screen.findByRole('group', { name: 'Quotes asked for' });
    expect(within(asked).getByLabelText('+100% against the previous period')).toBeTruthy();
    const confirmed = screen.getByRole('group', { name: 'Confirmed' });
    expect(within(confirmed).getByText('25% became orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open quotes' }).getAttribute('href')).toBe('/orders/quotations/live/all');
  });

  it('shows the funnel with its rates and change, the sessions a day and the abandoned carts', async () => {
    const { user } = render();
    const funnel = await screen.findByRole('list', { name: 'Funnel' });
    const sessions = within(funnel).getByRole('listitem', { name: 'Sessions' });
    expect(within(sessions).getByText('200')).toBeTruthy();
    expect(within(sessions).getByLabelText('+25% against the previous period')).toBeTruthy();
    const orders = within(funnel).getByRole('listitem', { name: 'Orders' });
    expect(within(orders).getByText('2.5%')).toBeTruthy();
    expect(screen.getByText(/Today so far: 7 sessions · 2 added to cart/)).toBeTruthy();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Show the sessions as' })).getByRole('radio', { name: 'Table' }),
    );
    expect(within(screen.getByRole('table', { name: 'Sessions by day' })).getAllByRole('row')).toHaveLength(31);
    const abandoned = screen.getByRole('region', { name: 'Abandoned carts' });
    expect(within(abandoned).getByText('₹4,800.00')).toBeTruthy();
    expect(within(abandoned).getByText('25%')).toBeTruthy();
    expect(within(abandoned).getByText('1 of 4')).toBeTruthy();
  });

  it('shows new against returning customers with their change on the period before', async () => {
    const { user } = render();
    const fresh = await screen.findByRole('group', { name: 'New customers' });
    expect(within(fresh).getByText('2')).toBeTruthy();
    expect(within(fresh).getByLabelText('+100% against the previous period')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Repeat customer rate' })).getByText('50%')).toBeTruthy();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Show the customers as' })).getByRole('radio', { name: 'Table' }),
    );
    expect(
      within(screen.getByRole('table', { name: 'New and returning customers by day' })).getAllByRole('row'),
    ).toHaveLength(31);
  });

  it('says so when the store has no orders', async () => {
    api.orders = 0;
    render();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add products' })).toBeTruthy();
  });
});
