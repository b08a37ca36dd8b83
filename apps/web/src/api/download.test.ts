import { afterEach, describe, expect, it, vi } from 'vitest';
import { BULK_UPLOAD_CALLS, PRODUCT_CALLS } from '@stallfront/shared/products';
import { ApiError } from './api-error';
import { fetchCsv } from './download';

vi.mock('../app/session/session-store', () => ({
  getSession: () => ({ store: { store_token: 'store-token' } }),
  endSession: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

describe('fetchCsv', () => {
  it('posts the list body with the store token and returns the file', async () => {
    const fetchMock = vi.fn(
      async () => new Response('sku,name\nTEE,Tee\n', { headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchCsv(PRODUCT_CALLS.exportCsv, { search: 'tee', sort: 'name', direction: 'asc' });
    expect(await blob.text()).toBe('sku,name\nTEE,Tee\n');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/store/product_list/export',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ search: 'tee', sort: 'name', direction: 'asc' }),
        headers: expect.objectContaining({ authorization: 'Bearer store-token' }),
      }),
    );
  });

  it('turns a JSON refusal into an ApiError with its fields and rows', async () => {
    const body = { status: false, message: 'search: is too long', errors: [{ row: 1, column: null, message: 'x' }] };
    vi.stubGlobal('fetch', async () => Response.json(body, { status: 400 }));
    const error = await fetchCsv(PRODUCT_CALLS.exportCsv, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, field: 'search', rowErrors: body.errors });
  });

  it('reports an unreachable server like every other call', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchCsv(BULK_UPLOAD_CALLS.template, undefined)).rejects.toMatchObject({ status: 0 });
  });
});

describe('fetchCsv on a JSON endpoint', () => {
  it('refuses before calling, since the answer would not be a file', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchCsv(PRODUCT_CALLS.count, {})).rejects.toThrow('does not answer with a file');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
