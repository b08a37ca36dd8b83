// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PAGE_CALLS, type CatalogPageState, DEFAULT_CATALOG_DESIGN } from '@stallfront/shared/catalog-page';
import { ApiError } from '../../api/api-error';
import { renderRoutes } from '../../ui/test-utils';
import CatalogPagePage from './CatalogPagePage';

const STATE: CatalogPageState = {
  saved: true,
  default: { ...DEFAULT_CATALOG_DESIGN, columns: 3 },
  overrides: [],
  catalogs: [
    { _id: '7b0c1d2e-0000-4000-8000-000000000001', name: 'Men' },
    { _id: '7b0c1d2e-0000-4000-8000-000000000002', name: 'Women' },
  ],
};

const api = vi.hoisted(() => ({
  calls: [] as { path: string; method: string; input: unknown }[],
  refuse: null as ApiError | null,
}));
vi.mock('../../api/client', () => ({
  callApi: (endpoint: { method: string; path: string }, input: unknown) => {
    api.calls.push({ method: endpoint.method, path: endpoint.path, input });
    if (endpoint.method === 'GET') return Promise.resolve({ status: true, data: STATE });
    if (api.refuse) return Promise.reject(api.refuse);
    return Promise.resolve({ status: true, data: { ...(input as object), id: 'new' } });
  },
}));

afterEach(() => {
  api.calls = [];
  api.refuse = null;
});

const writes = () => api.calls.filter((c) => c.method !== 'GET');
const render = () => renderRoutes([{ path: '/', element: <CatalogPagePage /> }]);

describe('the catalog page screen', () => {
  it('adds a design for a picked catalog, starting from the default', async () => {
    const { user } = render();
    const adding = await screen.findByRole('form', { name: 'Design: New catalog design' });
    await user.click(within(adding).getByRole('button', { name: 'Add design' }));
    expect(await screen.findByText('Choose a catalog')).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Catalog' }));
    await user.click(await screen.findByRole('option', { name: 'Women' }));
    const forWomen = screen.getByRole('form', { name: 'Design: New catalog design' });
    await user.click(within(forWomen).getByRole('button', { name: 'Add design' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: CATALOG_PAGE_CALLS.add.method,
      path: '/store/cp',
      input: { ...STATE.default, catalog_id: '7b0c1d2e-0000-4000-8000-000000000002' },
    });
  });

  it("shows the server's refusal on its field", async () => {
    api.refuse = new ApiError(400, 'page_size: Choose 12, 24 or 48 products a page');
    const { user } = render();
    const all = await screen.findByRole('form', { name: 'Design: All catalogs' });
    await user.click(within(all).getByText('48'));
    await user.click(within(all).getByRole('button', { name: 'Save design' }));
    expect(await within(all).findByText('Choose 12, 24 or 48 products a page')).toBeTruthy();
    expect(writes()[0]?.input).toMatchObject({ id: 'default', page_size: 48 });
  });
});
