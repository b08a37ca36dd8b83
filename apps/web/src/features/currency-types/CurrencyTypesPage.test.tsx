// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyTypes } from '@stallfront/shared/currency-types';
import { ApiError } from '../../api/api-error';
import { renderRoutes } from '../../ui/test-utils';
import CurrencyTypesPage from './CurrencyTypesPage';

const SAVED: CurrencyTypes = {
  currencies: [{ code: 'EUR', rate: 0.011, automatic: false, rate_updated_at: null }],
};

const api = vi.hoisted(() => ({
  calls: [] as { path: string; method: string; input: unknown }[],
  refuse: null as ApiError | null,
}));
vi.mock('../../api/client', () => ({
  callApi: (endpoint: { method: string; path: string }, input: unknown) => {
    api.calls.push({ method: endpoint.method, path: endpoint.path, input });
    if (endpoint.method === 'GET') return Promise.resolve({ status: true, data: SAVED });
    if (api.refuse) return Promise.reject(api.refuse);
    return Promise.resolve({ status: true, data: input });
  },
}));

afterEach(() => {
  api.calls = [];
  api.refuse = null;
});

const writes = () => api.calls.filter((c) => c.method !== 'GET');
const render = () => renderRoutes([{ path: '/', element: <CurrencyTypesPage /> }]);

describe('the currencies screen', () => {
  it('previews a converted price and saves a changed rate', async () => {
    const { user } = render();
    const rate = await screen.findByRole('textbox', { name: /^Rate: EUR per 1/ });
    expect(await screen.findByText(/≈ €11\.00$/)).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '0.012');
    expect(await screen.findByText(/≈ €12\.00$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/store/currency_types',
      input: { currencies: [{ ...SAVED.currencies[0], rate: 0.012 }] },
    });
  });

  it("shows the server's refusal on its field", async () => {
    api.refuse = new ApiError(400, "currencies.0.code: EUR is your store's own currency");
    const { user } = render();
    const rate = await screen.findByRole('textbox', { name: /^Rate: EUR per 1/ });
    await user.type(rate, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("EUR is your store's own currency")).toBeTruthy();
  });
});
