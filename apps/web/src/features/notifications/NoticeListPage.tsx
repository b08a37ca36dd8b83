import { Badge, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ADMIN_ANNOUNCEMENT_CALLS,
  ADMIN_NOTIFICATION_CALLS,
  type AdminNotice,
  type NoticeKind,
} from '@stallfront/shared/panels';
import { countOf, PACKAGES } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { callApi } from '../../api/client';
import { dateColumn, type ListColumn, ListPage } from '../../ui/list-page';
import { twoLineColumn } from '../../ui/list-page/columns';
import { NOTICE_PATHS } from './NoticeFormPage';
import { noticeKeys } from './notice-queries';

const CALLS = { notification: ADMIN_NOTIFICATION_CALLS, announcement: ADMIN_ANNOUNCEMENT_CALLS };
const packageName = (id: string | null) => PACKAGES.find((p) => p.id === id)?.name ?? id ?? '';

/** Who a notice went to, in words. */
export function audienceLabel(n: AdminNotice): string {
  if (n.audience === 'package') return `Package: ${packageName(n.package_id)}`;
  if (n.audience === 'store') return `Store: ${n.store_name ?? 'deleted store'}`;
  return 'All stores';
}

const columns: ListColumn<AdminNotice, 'created'>[] = [
  twoLineColumn('title', 'Title', (row) => ({ primary: row.title, secondary: row.body })),
  { id: 'audience', header: 'Sent to', cell: (row) => <Badge variant="light">{audienceLabel(row)}</Badge> },
  { id: 'viewed', header: 'Viewed by', align: 'right', cell: (row) => countOf(row.viewed_count, 'store', 'stores') },
  dateColumn('created_on', 'Sent', { sortKey: 'created' }),
];

function NoticeCard({ row }: { row: AdminNotice }) {
  return (
    <Stack gap={6}>
      <Text fw={500} lineClamp={2}>
        {row.title}
      </Text>
      <Text size="sm" lineClamp={2}>
        {row.body}
      </Text>
      <Badge variant="light" maw="100%">
        {audienceLabel(row)}
      </Badge>
      <Text size="xs" c="dimmed">
        {dayOf(row.created_on)} · viewed by {countOf(row.viewed_count, 'store', 'stores')}
      </Text>
    </Stack>
  );
}

/** /admin/notifications and /admin/announcements: what the platform sent, newest first. */
export function NoticeListPage({ kind }: { kind: NoticeKind }) {
  const calls = CALLS[kind];
  const plural = `${kind}s`;
  const title = kind === 'notification' ? 'Notifications' : 'Announcements';
  const remove = async (ids: string[]) => (await callApi(calls.remove, { ids })).message;
  return (
    <ListPage
      title={title}
      queryKey={noticeKeys.adminList(kind)}
      fetchPage={(request, signal) => callApi(calls.list, request, { signal })}
      fetchCount={(params, signal) => callApi(calls.count, params, { signal })}
      countLabel={(n) => countOf(n, kind, plural)}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.title}
      columns={columns}
      sorts={[{ value: 'created', label: 'Newest', direction: 'desc' }]}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      searchPlaceholder="Search title or message"
      primaryAction={{
        label: kind === 'notification' ? 'Send notification' : 'Send announcement',
        to: `${NOTICE_PATHS[kind]}/new`,
        icon: <IconPlus size={16} aria-hidden />,
      }}
      bulkActions={[
        {
          label: 'Delete',
          color: 'red',
          icon: <IconTrash size={16} aria-hidden />,
          confirm: {
            title: `Delete ${plural}`,
            message: (n) => (n === 1 ? `Stores stop seeing this ${kind}.` : `Stores stop seeing these ${n} ${plural}.`),
            confirmLabel: 'Delete',
          },
          run: remove,
        },
      ]}
      rowActions={[
        {
          label: 'Delete',
          color: 'red',
          icon: <IconTrash size={16} aria-hidden />,
          confirm: { title: `Delete this ${kind}`, message: 'Stores stop seeing it.', confirmLabel: 'Delete' },
          run: (row) => remove([row._id]),
        },
      ]}
      emptyState={{
        title: `No ${plural} sent yet`,
        message: `Send a ${kind} to every store, the stores of a package, or one store.`,
      }}
      mobileCard={(row) => <NoticeCard row={row} />}
    />
  );
}
