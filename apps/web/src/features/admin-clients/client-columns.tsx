import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ClientItem } from '@stallfront/shared/admin-clients';
import type { StoreStatus, StoreType } from '@stallfront/shared/rules';
import { STORE_TYPE_LABELS, STORE_TYPES, PACKAGES, STORE_STATUSES } from '@stallfront/shared/rules';
import { STORE_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { dayOf } from '../../ui/dates';
import { dateColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import type { ListColumn, ListDateFilter, ListFilter, SortOption } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { contactColumn, statusColumn, twoLineColumn } from '../../ui/list-page/columns';

export type ClientSort = 'created' | 'name';
type Status = ClientItem['status'];

export const STORE_STATUS_LOOK: StatusLook<Status> = {
  colors: { active: 'green', inactive: 'gray', suspended: 'red' },
  labels: { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' },
};

export const clientSorts: readonly SortOption<ClientSort>[] = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'name', label: 'Name' },
];

const typeFilter: ListFilter<'type', StoreType> = {
  key: 'type',
  label: 'Type',
  type: 'select',
  placeholder: 'Any type',
  options: STORE_TYPES.map((value) => ({ value, label: STORE_TYPE_LABELS[value].label })),
};
const packageFilter: ListFilter<'package_id'> = {
  key: 'package_id',
  label: 'Package',
  type: 'select',
  placeholder: 'Any package',
  options: PACKAGES.map((p) => ({ value: p.id, label: p.name })),
};
const statusFilter: ListFilter<'status', StoreStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  placeholder: 'Any status',
  options: STORE_STATUSES.map((value) => ({ value, label: STORE_STATUS_LOOK.labels?.[value] ?? value })),
};
const countryFilter: ListFilter<'country'> = {
  key: 'country',
  label: 'Country',
  type: 'select',
  placeholder: 'Any country',
  options: {
    queryKey: ['countries'],
    load: async () =>
      (await callApi(STORE_CALLS.countryList, undefined)).list.map((c) => ({ value: c.code, label: c.name })),
  },
};
const from: ListDateFilter<'from'> = { key: 'from', label: 'Created from', type: 'date' };
const to: ListDateFilter<'to'> = { key: 'to', label: 'Created to', type: 'date' };
export const clientFilters = [typeFilter, packageFilter, statusFilter, countryFilter, from, to];

const typeLabel = (row: ClientItem) => STORE_TYPE_LABELS[row.type]?.label ?? row.type;

export const clientColumns: ListColumn<ClientItem, ClientSort>[] = [
  {
    ...twoLineColumn<ClientItem>('name', 'Store', (row) => ({ primary: row.name, secondary: row.sub_domain })),
    sortKey: 'name',
  },
  contactColumn<ClientItem>('owner', 'Owner', (row) => ({
    name: row.owner_name ?? '—',
    contact: row.owner_email ?? '',
  })),
  { id: 'type', header: 'Type', cell: typeLabel },
  { id: 'package', header: 'Package', cell: (row) => row.package_name },
  { id: 'country', header: 'Country', cell: (row) => row.country },
  statusColumn<'status', Status, ClientItem>('status', 'Status', STORE_STATUS_LOOK),
  dateColumn<'created_on', ClientItem, ClientSort>('created_on', 'Created', { sortKey: 'created' }),
];

/** One store as a card on a phone. */
export function ClientCard({ row }: { row: ClientItem }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} lineClamp={1}>
          {row.name}
        </Text>
        <StatusBadge status={row.status} look={STORE_STATUS_LOOK} />
      </Group>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {joinDetails(row.owner_name, row.owner_email)}
      </Text>
      <Group gap={6}>
        <Badge variant="light" size="sm">
          {row.package_name}
        </Badge>
        <Text size="xs" c="dimmed">
          {joinDetails(typeLabel(row), row.country, dayOf(row.created_on))}
        </Text>
      </Group>
    </Stack>
  );
}
