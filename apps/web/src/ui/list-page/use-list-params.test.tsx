// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stockListSpec } from './test-spec';
import { useListParams } from './use-list-params';

const spec = stockListSpec;

describe('useListParams', () => {
  it('keeps every change made before the next render: a search, then a filter, then a sort', () => {
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/products', element: children }], { initialEntries: ['/products'] });
      return <RouterProvider router={router} />;
    };
    const { result } = renderHook(() => useListParams(spec), { wrapper });
    act(() => {
      result.current.setSearch('shirt');
      result.current.setFilter('stock', 'low');
      result.current.setSort({ sort: 'stock', direction: 'asc' });
    });
    const params = new URLSearchParams(router?.state.location.search);
    expect(params.get('q')).toBe('shirt');
    expect(params.get('stock')).toBe('low');
    expect(params.get('sort')).toBe('stock');
    expect(result.current.state.filters).toEqual({ stock: 'low' });
  });
});
