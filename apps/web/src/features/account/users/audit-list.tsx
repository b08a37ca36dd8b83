import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AuditEntry, AuditListBody } from '@stallfront/shared/staff';
import { STAFF_CALLS } from '@stallfront/shared/staff';
import { callApi } from '../../../api/client';
import { getSession } from '../../../app/session/session-store';
import { momentOf } from '../../../ui/dates';
import type { ListColumn, ListDateFilter, ListFilter, ListRequest } from '../../../ui/list-page';
import { staffKeys } from './staff-queries';

export type AuditSort = 'created';
export const auditSorts = [{ value: 'created', label: 'Newest', direction: 'desc' }] as const satisfies readonly {
  value: AuditSort;
  label: string;
  direction: 'asc' | 'desc';
}[];

/** The people to filter by: the owner and today's staff (a removed member's rows are found by searching their name). */
const person: ListFilter<'actor_id'> = {
  key: 'actor_id',
  label: 'Person',
  type: 'select',
  placeholder: 'Everyone',
  options: {
    queryKey: [...staffKeys.overview(), 'people'],
    load: async () => {
      const { list } = await callApi(STAFF_CALLS.overview, undefined);
      const owner = getSession().store?.data;
      return [
        ...(owner ? [{ value: owner.login_id, label: 'You (owner)' }] : []),
        ...list.filter((m) => m.status !== 'invited').map((m) => ({ value: m._id, label: m.name })),
      ];
    },
  },
};
const from: ListDateFilter<'from'> = { key: 'from', label: 'From', type: 'date' };
const to: ListDateFilter<'to'> = { key: 'to', label: 'To', type: 'date' };
export const auditFilters = [person, from, to];

export const toAuditListBody = (request: ListRequest<AuditSort, (typeof auditFilters)[number]>): AuditListBody =>
  request;

// support: Stallfront's platform admin, acting on the store or signed in as the owner.
const ROLE = { admin: 'Owner', subuser: 'Staff', support: 'Stallfront support' } as const;
const ROLE_COLOR = { admin: 'blue', subuser: 'gray', support: 'orange' } as const;

export const auditColumns: ListColumn<AuditEntry, AuditSort>[] = [
  { id: 'when', header: 'When', sortKey: 'created', cell: (row) => momentOf(row.created_on) },
  {
    id: 'who',
    header: 'Who',
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{row.actor_name}</Text>
        <Badge size="xs" variant="light" color={ROLE_COLOR[row.actor_role]}>
          {ROLE[row.actor_role]}
        </Badge>
      </Group>
    ),
  },
  {
    id: 'what',
    header: 'What',
    grow: true,
    cell: (row) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {row.action}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {row.target_id ?? row.call}
        </Text>
      </Stack>
    ),
  },
  { id: 'ip', header: 'IP', cell: (row) => row.ip ?? '' },
];

export function AuditCard({ row }: { row: AuditEntry }) {
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {row.action}
      </Text>
      <Text size="xs" c="dimmed">
        {[`${row.actor_name} (${ROLE[row.actor_role]})`, momentOf(row.created_on), row.ip].filter(Boolean).join(' · ')}
      </Text>
      {row.target_id && (
        <Text size="xs" c="dimmed" truncate>
          {row.target_id}
        </Text>
      )}
    </Stack>
  );
}
