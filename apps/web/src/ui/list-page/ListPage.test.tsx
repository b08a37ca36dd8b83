// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderRoutes, setViewportWidth } from '../test-utils';
import { ListPage } from './ListPage';

interface Item {
  id: string;
  name: string;
  status: 'active' | 'draft';
}
interface Request {
  search?: string;
  sort: string;
  direction: string;
  cursor: string | null;
  limit: number;
  status?: string;
}

const ITEMS: Item[] = Array.from({ length: 60 }, (_, i) => ({
  id: `id-${i + 1}`,
  name: `Item ${i + 1}`,
  status: i % 3 === 0 ? 'draft' : 'active',
}));

/** A stand-in for the server's keyset list: the cursor is the offset of the next row. */
function fakeServer(items: Item[] = ITEMS) {
  return vi.fn(async (request: Request) => {
    const matching = items.filter(
      (item) =>
        (!request.search || item.name.toLowerCase().includes(request.search.toLowerCase())) &&
        (!request.status || item.status === request.status),
    );
    const start = request.cursor ? Number(request.cursor) : 0;
    const end = start + request.limit;
    return { list: matching.slice(start, end), next_cursor: end < matching.length ? String(end) : null };
  });
}

interface Setup {
  fetchPage?: ReturnType<typeof fakeServer>;
  run?: (ids: string[]) => Promise<string>;
  runOnRow?: (row: { id: string }) => Promise<string>;
  runWithReason?: (ids: string[], reason?: string) => Promise<string>;
  exportCsv?: (params: object) => Promise<string>;
  url?: string;
  /** Called on each commit of the list (React's Profiler). */
  onCommit?: () => void;
  searchElsewhere?: (search: string) => ReactNode;
}

function renderList({
  fetchPage = fakeServer(),
  run = async () => 'Archived.',
  runOnRow = async () => 'Published.',
  runWithReason = async () => 'Cancelled.',
  exportCsv,
  url = '/products',
  onCommit = () => {},
  searchElsewhere,
}: Setup = {}) {
  const view = renderRoutes(
    [
      {
        path: '/products',
        element: (
          <Profiler id="list" onRender={onCommit}>
            <ListPage
              title="Products"
              queryKey={['products', 'list']}
              fetchPage={(request) => fetchPage(request)}
              fetchCount={async () => ({ total: 60 })}
              rowKey={(row) => row.id}
              rowLabel={(row) => row.name}
              columns={[
                { id: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name' },
                { id: 'status', header: 'Status', cell: (row) => row.status },
              ]}
              sorts={[
                { value: 'created', label: 'Newest', direction: 'desc' },
                { value: 'name', label: 'Name' },
              ]}
              defaultSort={{ sort: 'created', direction: 'desc' }}
              filters={[
                {
                  key: 'status',
                  label: 'Status',
                  type: 'select',
                  options: [
                    { value: 'active', label: 'Active' },
                    { value: 'draft', label: 'Draft' },
                  ],
                },
              ]}
              bulkActions={[
                {
                  label: 'Archive',
                  color: 'orange',
                  confirm: { title: 'Archive products?', message: (n) => `Archive ${n}?` },
                  run,
                },
                {
                  label: 'Cancel',
                  confirm: {
                    title: 'Cancel items?',
                    message: 'They go back on sale.',
                    confirmLabel: 'Cancel items',
                    input: { label: 'Reason', maxLength: 50 },
                  },
                  run: runWithReason,
                },
              ]}
              rowActions={[{ label: 'Publish', run: runOnRow, hidden: (row) => row.status === 'active' }]}
              exportCsv={exportCsv}
              emptyState={{ title: 'No products yet', message: 'Add your first product.' }}
              searchElsewhere={searchElsewhere}
              mobileCard={(row) => <span>{`Card ${row.name}`}</span>}
            />
          </Profiler>
        ),
      },
    ],
    [url],
  );
  return { ...view, fetchPage };
}

const lastRequest = (fetchPage: ReturnType<typeof fakeServer>) => fetchPage.mock.lastCall?.[0];
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);

describe('ListPage', { timeout: 20_000 }, () => {
  it('shows the rows and the count the server gives', async () => {
    const { fetchPage } = renderList();
    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(25);
    expect(await screen.findByText('60 products')).toBeTruthy();
    expect(lastRequest(fetchPage)).toEqual({ sort: 'created', direction: 'desc', cursor: null, limit: 25 });
  });

  it('pages forward with the next cursor and back with the one before', async () => {
    const { fetchPage, user } = renderList();
    await screen.findByRole('cell', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Item 26' })).toBeTruthy();
    expect(lastRequest(fetchPage)?.cursor).toBe('25');
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Item 51' })).toBeTruthy();
    expect(lastRequest(fetchPage)?.cursor).toBe('50');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Item 26' })).toBeTruthy();
  });

  it('searches after a pause, from page 1, and keeps the search in the URL', async () => {
    const { fetchPage, user, router } = renderList();
    await screen.findByRole('cell', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('26–50 of 60');
    // Pasted at once: typed key by key, a busy machine may pause between keys as long as the wait.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('Item 5');
    // The text alone sends nothing: the search waits for a pause.
    expect(fetchPage.mock.calls.some(([request]) => request.search)).toBe(false);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ search: 'Item 5', cursor: null }));
    expect(fetchPage.mock.calls.filter(([request]) => request.search)).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Item 5');
    // Item 5 and Item 50 to Item 59 (this fake server's count ignores the search).
    await waitFor(() => expect(bodyRows()).toHaveLength(11));
    expect(await screen.findByText('1–11 of 60')).toBeTruthy();
  });

  it('reads search, filters and sort from the URL and ignores values it does not offer', async () => {
    const { fetchPage } = renderList({ url: '/products?q=item&status=draft&sort=name&dir=asc&limit=10&other=1' });
    await screen.findByRole('cell', { name: 'Item 1' });
    expect(lastRequest(fetchPage)).toEqual({
      search: 'item',
      status: 'draft',
      sort: 'name',
      direction: 'asc',
      cursor: null,
      limit: 10,
    });
    const bad = renderList({ url: '/products?status=gone&sort=price&limit=7' });
    await waitFor(() =>
      expect(lastRequest(bad.fetchPage)).toEqual({ sort: 'created', direction: 'desc', cursor: null, limit: 25 }),
    );
  });

  it('sorts by a column header, flipping direction on the second click', async () => {
    const { fetchPage, user, router } = renderList();
    await screen.findByRole('cell', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ sort: 'name', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ sort: 'name', direction: 'desc' }));
    expect(router.state.location.search).toBe('?sort=name&dir=desc');
  });

  it('runs a confirmed bulk action on the selected rows, then clears them and reloads', async () => {
    const run = vi.fn(async (ids: string[]) => `${ids.length} products archived.`);
    const { fetchPage, user } = renderList({ run });
    await screen.findByRole('cell', { name: 'Item 1' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 4' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    const callsBefore = fetchPage.mock.calls.length;
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive products?' });
    expect(within(dialog).getByText('Archive 2?')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(['id-2', 'id-4']));
    expect(await screen.findByText('2 products archived.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('asks for a text when the bulk action needs one, and passes it on', async () => {
    const runWithReason = vi.fn(async (ids: string[], reason?: string) => `${ids.length} cancelled: ${reason}`);
    const { user } = renderList({ runWithReason });
    await screen.findByRole('cell', { name: 'Item 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 3' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Cancel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel items?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel items' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Out of stock ');
    await user.click(confirm);
    await waitFor(() => expect(runWithReason).toHaveBeenCalledWith(['id-3'], 'Out of stock'));
    expect(await screen.findByText('1 cancelled: Out of stock')).toBeTruthy();
  });

  it('runs a row action on the server for its one row, toasts its answer and reloads', async () => {
    const runOnRow = vi.fn(async (row: { id: string }) => `${row.id} published.`);
    const { fetchPage, user } = renderList({ runOnRow });
    await screen.findByRole('cell', { name: 'Item 1' });
    const draftRow = bodyRows().find((row) => within(row).queryByText('draft'));
    if (!draftRow) throw new Error('the fake server has no draft row');
    const callsBefore = fetchPage.mock.calls.length;
    await user.click(within(draftRow).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(runOnRow).toHaveBeenCalledTimes(1));
    const ran = runOnRow.mock.lastCall?.[0].id;
    expect(await screen.findByText(`${ran} published.`)).toBeTruthy();
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('selects every row on the page and shows a refused bulk action in red', async () => {
    const run = vi.fn(async () => {
      throw new ApiError(403, 'Your account may not do this.');
    });
    const { user } = renderList({ run });
    await screen.findByRole('cell', { name: 'Item 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('25 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Your account may not do this.')).toBeTruthy();
    expect(screen.getByText('25 selected')).toBeTruthy();
  });

  it("shows the screen's empty state when there is nothing, and a way out when filters hide everything", async () => {
    renderList({ fetchPage: fakeServer([]) });
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.queryByText('No results for these filters')).toBeNull();
  });

  it('offers to clear filters when they match nothing', async () => {
    const { user, router, fetchPage } = renderList({ url: '/products?q=nothing&status=draft' });
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(screen.queryByText('No products yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(lastRequest(fetchPage)).toEqual({ sort: 'created', direction: 'desc', cursor: null, limit: 25 });
  });

  it('says where else a search that finds nothing here is, and only for a search', async () => {
    const searchElsewhere = (search: string) => <p>{`“${search}” is in another list`}</p>;
    renderList({ url: '/products?q=%20gone%20', searchElsewhere });
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(await screen.findByText('“gone” is in another list')).toBeTruthy();
  });

  it('says nothing of elsewhere when filters alone find nothing', async () => {
    const searchElsewhere = vi.fn(() => <p>elsewhere</p>);
    renderList({ url: '/products?status=draft', fetchPage: fakeServer([]), searchElsewhere });
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(searchElsewhere).not.toHaveBeenCalled();
  });

  it('stops rendering while the first page is still loading (no render loop)', async () => {
    let commits = 0;
    renderList({ fetchPage: vi.fn(() => new Promise<never>(() => {})), onCommit: () => commits++ });
    await screen.findByLabelText('Loading');
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    await pause();
    const settled = commits;
    await pause();
    expect(commits).toBe(settled);
  });

  it('shows an error with a retry that loads again', async () => {
    const fetchPage = fakeServer();
    fetchPage.mockRejectedValueOnce(new ApiError(500, 'The server is down.'));
    const { user } = renderList({ fetchPage });
    expect(await screen.findByText('The server is down.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Item 1' })).toBeTruthy();
  });

  it('exports the current search, filter and sort without paging', async () => {
    const exportCsv = vi.fn(async () => 'name\nItem 1\n');
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderList({ exportCsv, url: '/products?q=item&status=active&sort=name&dir=asc' });
    await screen.findByRole('cell', { name: 'Item 2' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(exportCsv).toHaveBeenCalledWith({ search: 'item', status: 'active', sort: 'name', direction: 'asc' });
    vi.unstubAllGlobals();
  });

  it('shows cards with their own checkboxes and a filters drawer on a phone', async () => {
    setViewportWidth(375);
    const { user, fetchPage } = renderList();
    expect(await screen.findByText('Card Item 1')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 3' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Draft');
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ status: 'draft', cursor: null }));
  });
});

describe('a row menu', () => {
  it('stays open when the page above re-renders (cells are not remounted)', async () => {
    let rerender = () => {};
    function Page() {
      // A new state each time: the page re-renders as a shell's badge or a session refresh makes it.
      const [, setRenders] = useState(0);
      rerender = () => setRenders((n) => n + 1);
      return (
        <ListPage
          title="Products"
          queryKey={['products', 'menu']}
          fetchPage={fakeServer()}
          fetchCount={async () => ({ total: 60 })}
          rowKey={(row: Item) => row.id}
          rowLabel={(row: Item) => row.name}
          columns={[{ id: 'name', header: 'Name', cell: (row: Item) => row.name }]}
          sorts={[{ value: 'created', label: 'Newest', direction: 'desc' }]}
          defaultSort={{ sort: 'created', direction: 'desc' }}
          rowActions={[{ label: 'Publish', run: async () => 'Published.' }]}
          emptyState={{ title: 'None', message: 'None yet.' }}
          mobileCard={(row: Item) => <span>{row.name}</span>}
        />
      );
    }
    const { user } = renderRoutes([{ path: '/products', element: <Page /> }], ['/products']);
    await screen.findByRole('cell', { name: 'Item 1' });
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: /^Actions for / }));
    await screen.findByRole('menuitem', { name: 'Publish' });
    act(() => rerender());
    act(() => rerender());
    expect(screen.getByRole('menuitem', { name: 'Publish' })).toBeTruthy();
  });
});
