import { Group, Stack, Text } from '@mantine/core';
import type { AppointmentRow } from '@stallfront/shared/appointments';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@stallfront/shared/rules';
import {
  dateColumn,
  type ListColumn,
  type ListDateFilter,
  type ListFilter,
  StatusBadge,
  type StatusLook,
} from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { statusColumn, textColumn } from '../../ui/list-page/columns';
import { calendarDayOf, dayOf } from '../../ui/dates';

export const APPOINTMENT_STATUS_LABEL: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  done: 'Done',
  cancelled: 'Cancelled',
};
export const APPOINTMENT_STATUS_COLOR: Record<AppointmentStatus, string> = {
  booked: 'blue',
  done: 'green',
  cancelled: 'gray',
};
const STATUS_LOOK: StatusLook<AppointmentStatus> = {
  labels: APPOINTMENT_STATUS_LABEL,
  colors: APPOINTMENT_STATUS_COLOR,
};

export const AppointmentStatusBadge = ({ status }: { status: AppointmentStatus }) => (
  <StatusBadge status={status} look={STATUS_LOOK} />
);

/** "Tue, Nov 24": a store day as the calendar and list name it (the day is already the store's). */
export const dayLabel = (day: string, weekday: 'short' | 'long' = 'short') => calendarDayOf(day, weekday);

export const whenLabel = (row: Pick<AppointmentRow, 'day' | 'time' | 'end_time'>) =>
  `${dayLabel(row.day)}, ${row.time}–${row.end_time}`;

const bookedOn = dayOf;

export const appointmentSorts = [
  { value: 'starts', label: 'Latest appointments', direction: 'desc' },
  { value: 'booked', label: 'Newest bookings', direction: 'desc' },
] as const;

const statusFilter: ListFilter<'status', AppointmentStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: APPOINTMENT_STATUSES.map((value) => ({ value, label: APPOINTMENT_STATUS_LABEL[value] })),
};
const fromFilter: ListDateFilter<'from'> = { key: 'from', label: 'From', type: 'date' };
const toFilter: ListDateFilter<'to'> = { key: 'to', label: 'To', type: 'date' };
export const appointmentFilters = [statusFilter, fromFilter, toFilter];

export const appointmentColumns: ListColumn<AppointmentRow, 'starts' | 'booked'>[] = [
  { id: 'when', header: 'When', sortKey: 'starts', cell: whenLabel },
  { id: 'service', header: 'Service', cell: (row) => row.service_name },
  textColumn('customer', 'Customer', (row) => joinDetails(row.name, row.email)),
  statusColumn('status', 'Status', STATUS_LOOK),
  dateColumn('created_on', 'Booked on', { sortKey: 'booked', format: bookedOn }),
];

export function AppointmentCard({ row }: { row: AppointmentRow }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} lineClamp={1}>
          {row.name}
        </Text>
        <AppointmentStatusBadge status={row.status} />
      </Group>
      <Text size="sm">
        {row.service_name} · {whenLabel(row)}
      </Text>
    </Stack>
  );
}
