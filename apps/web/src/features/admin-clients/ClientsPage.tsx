import { Button, Group, Menu, Paper, Progress, Text } from '@mantine/core';
import { IconChevronDown, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_CLIENT_CALLS,
  type ClientFilters,
  type ClientItem,
  type ClientStatusAction,
} from '@stallfront/shared/admin-clients';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { notifyError } from '../../ui/notify';
import { Drawer, withModals } from '../../ui/overlays';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { readListState } from '../../ui/list-page/list-params';
import { ClientCard, clientColumns, clientFilters, clientSorts } from './client-columns';
import { ClientDetail } from './ClientDetail';
import { clientKeys, useBulkProgress } from './client-queries';

const LIST_SPEC = {
  sortKeys: clientSorts.map((s) => s.value),
  defaultSort: { sort: 'created' as const, direction: 'desc' as const },
  defaultPageSize: 25 as const,
  filters: clientFilters,
};

const VERB: Record<ClientStatusAction, string> = { activate: 'Activate', deactivate: 'Deactivate' };
const WHY: Record<ClientStatusAction, string> = {
  activate: 'Their owners and staff can use their consoles and shops again.',
  deactivate:
    'Everyone signed in to them is signed out now; owners who sign in again are sent to billing, and the shops close.',
};

/** /admin/clients: every store on the platform, its page in a drawer, and support's actions. */
export default function ClientsPage() {
  const [open, setOpen] = useState<ClientItem | null>(null);
  const [bulkId, setBulkId] = useState<string | null>(null);
  const [params] = useSearchParams();
  const queue = async (action: ClientStatusAction, target: { ids: string[] } | { filter: ClientFilters }) => {
    const { data } = await callApi(ADMIN_CLIENT_CALLS.bulk, { action, ...target });
    setBulkId(data._id);
    return `${VERB[action]}: ${countOf(data.total, 'store')} queued.`;
  };
  const bulkActions: BulkAction[] = (['activate', 'deactivate'] as const).map((action) => ({
    label: VERB[action],
    color: action === 'deactivate' ? 'red' : undefined,
    confirm: {
      title: `${VERB[action]} the selected stores?`,
      message: (n) => `${countOf(n, 'store')} will be ${action}d. ${WHY[action]}`,
      confirmLabel: VERB[action],
    },
    run: (ids) => queue(action, { ids }),
  }));
  const askAll = (action: ClientStatusAction) => {
    const state = readListState(params, LIST_SPEC);
    const filter = {
      ...state.filters,
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
    } as ClientFilters;
    withModals((modals) =>
      modals.openConfirmModal({
        title: `${VERB[action]} every store matching the filter?`,
        children: (
          <Text size="sm">{`Every store the list's search and filters find is ${action}d. ${WHY[action]}`}</Text>
        ),
        labels: { confirm: `${VERB[action]} all`, cancel: 'Cancel' },
        confirmProps: { color: action === 'deactivate' ? 'red' : undefined },
        onConfirm: () => void queue(action, { filter }).catch((error: Error) => notifyError(error.message)),
      }),
    );
  };
  return (
    <>
      <ListPage
        title="Clients"
        queryKey={clientKeys.lists()}
        fetchPage={(request, signal) => callApi(ADMIN_CLIENT_CALLS.list, request, { signal })}
        fetchCount={(filters, signal) => callApi(ADMIN_CLIENT_CALLS.count, filters, { signal })}
        countLabel={(n) => countOf(n, 'store')}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.name}
        columns={clientColumns}
        sorts={clientSorts}
        defaultSort={LIST_SPEC.defaultSort}
        filters={clientFilters}
        searchPlaceholder="Search name, sub-domain or email"
        bulkActions={bulkActions}
        onRowClick={setOpen}
        rowActions={[{ label: 'Open', onClick: setOpen }]}
        summary={
          <Group justify="space-between" align="flex-start" gap="xs">
            {bulkId ? <BulkProgress id={bulkId} /> : <span />}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                  All matching
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={() => askAll('activate')}>
                  Activate all matching
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconPlayerStop size={14} aria-hidden />}
                  onClick={() => askAll('deactivate')}
                >
                  Deactivate all matching
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        }
        emptyState={{ title: 'No stores yet', message: 'Stores appear here when they sign up.' }}
        mobileCard={(row) => <ClientCard row={row} />}
      />
      <Drawer opened={open !== null} onClose={() => setOpen(null)} title={open?.name} position="right" size="lg">
        {open && <ClientDetail id={open._id} />}
      </Drawer>
    </>
  );
}

/** A bulk action's progress; the list reloads once it is done. */
function BulkProgress({ id }: { id: string }) {
  const { data } = useBulkProgress(id);
  const queryClient = useQueryClient();
  const bulk = data?.data;
  const finished = bulk?.state === 'done' || bulk?.state === 'failed';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: clientKeys.all });
  }, [finished, queryClient]);
  if (!bulk) return null;
  const percent = bulk.total ? Math.round((bulk.done / bulk.total) * 100) : 100;
  return (
    <Paper withBorder p="xs" style={{ flex: 1, minWidth: 220 }} aria-live="polite" data-testid="bulk-progress">
      <Text size="sm" fw={600}>
        {VERB[bulk.action]}: {bulk.done} of {countOf(bulk.total, 'store')}
        {bulk.state === 'done' ? ` done (${bulk.changed} changed, ${bulk.skipped} skipped)` : ''}
        {bulk.state === 'failed' ? ' failed' : ''}
      </Text>
      <Progress value={percent} mt={6} animated={!finished} aria-label="Bulk action progress" />
      {bulk.error && (
        <Text size="xs" c="red" mt={4}>
          {bulk.error}
        </Text>
      )}
    </Paper>
  );
}
