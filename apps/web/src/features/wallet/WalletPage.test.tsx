// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../ui/test-utils';
import WalletPage from './WalletPage';

const wallet = vi.hoisted(() => ({ owed: 0 }));
vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({ store: { store_token: 'store-token', data: { login_type: 'admin' } } }),
}));
vi.mock('../../app/session/session-store', () => ({
  getSession: () => ({ store: { store_token: 'store-token' } }),
  endSession: vi.fn(),
  signInPathOf: () => '/session/signin',
}));
const ROW = {
  _id: '6f1c1d3e-0000-4000-8000-000000000001',
  transaction_id: '6f1c1d3e-0000-4000-8000-000000000002',
  side: 'owed',
  amount: -60_000,
  balance: -60_000,
  currency: 'INR',
  memo: 'Refund of the ad "Bowls"',
  created_on: '2026-11-30T10:00:00.000Z',
};
vi.mock('../../api/client', () => ({
  callApi: (endpoint: { method: string; path: string }) => {
    if (endpoint.path === '/store/wallet')
      return Promise.resolve({ status: true, data: { currency: 'INR', balance: 0, owed: wallet.owed } });
    if (endpoint.method === 'GET') return Promise.resolve({ status: true, total: 1 });
    return Promise.resolve({ status: true, list: wallet.owed ? [ROW] : [], next_cursor: null });
  },
}));

afterEach(() => {
  wallet.owed = 0;
});

describe('the store wallet screen', () => {
  it('shows what the wallet owes, marks its rows Owed, and offers no withdrawal meanwhile', async () => {
    wallet.owed = 60_000;
    renderRoutes([{ path: '/', element: <WalletPage /> }]);
    const owed = await screen.findByTestId('wallet-owed');
    expect(owed.textContent).toContain('₹600.00');
    expect(within(owed).getByText('The wallet owes')).toBeTruthy();
    expect((await screen.findAllByText('Owed')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('offers the withdrawal when nothing is owed', async () => {
    renderRoutes([{ path: '/', element: <WalletPage /> }]);
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.queryByTestId('wallet-owed')).toBeNull();
  });
});
