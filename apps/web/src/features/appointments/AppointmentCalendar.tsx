import { ActionIcon, Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconList } from '@tabler/icons-react';
import type { AppointmentCalendar as Calendar, AppointmentRow } from '@stallfront/shared/appointments';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  type CalendarView,
  calendarStep,
} from '@stallfront/shared/rules';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import classes from './AppointmentCalendar.module.css';
import { APPOINTMENT_STATUS_COLOR, APPOINTMENT_STATUS_LABEL, AppointmentCard, dayLabel } from './appointment-columns';
import { useAppointmentCalendar } from './appointment-queries';
import { calendarRows, cellsOf, isOpenDay } from './calendar-layout';

export interface CalendarState {
  day: string | null;
  view: CalendarView;
  status: AppointmentStatus | null;
}

interface Props {
  state: CalendarState;
  onChange: (next: Partial<CalendarState>) => void;
  onOpen: (row: AppointmentRow) => void;
  onList: () => void;
}

/**
 * The calendar of /orders/appointments: a week (Monday to Sunday) or a day on the store's
 * hours, in its time zone; on a phone, the day as an agenda of cards.
 */
export function AppointmentCalendar({ state, onChange, onOpen, onList }: Props) {
  const phone = useIsPhone();
  const view: CalendarView = phone ? 'day' : state.view;
  // Until a day is chosen the server's "today" (the store's) is the day.
  const { data, isError, error } = useAppointmentCalendar({
    ...(state.day ? { day: state.day } : {}),
    view,
    ...(state.status ? { status: state.status } : {}),
  });
  const day = state.day ?? data?.today ?? null;
  const step = (direction: 1 | -1) => day && onChange({ day: calendarStep(day, view, direction) });
  const range = data ? rangeLabel(data.days) : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            Appointments
          </Title>
          <Text size="sm" c="dimmed">
            {data ? `Times in ${data.time_zone}` : ' '}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconList size={16} />} onClick={onList}>
          List
        </Button>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {/* The range label ("Wednesday, Sep 30") drops below the buttons on a narrow phone. */}
        <Group gap="xs" wrap="wrap">
          <ActionIcon variant="default" size="input-sm" aria-label={`Previous ${view}`} onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => onChange({ day: data?.today ?? null })}>
            Today
          </Button>
          <ActionIcon variant="default" size="input-sm" aria-label={`Next ${view}`} onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fw={600} aria-live="polite" data-testid="calendar-range" style={{ whiteSpace: 'nowrap' }}>
            {range}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label="Status"
            placeholder="Every status"
            clearable
            w={150}
            data={APPOINTMENT_STATUSES.map((value) => ({ value, label: APPOINTMENT_STATUS_LABEL[value] }))}
            value={state.status}
            onChange={(value) => onChange({ status: value as AppointmentStatus | null })}
          />
          {!phone && (
            <SegmentedControl
              aria-label="Calendar view"
              data={[
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
              ]}
              value={state.view}
              onChange={(value) => onChange({ view: value as CalendarView })}
            />
          )}
        </Group>
      </Group>
      {isError && <Alert color="red">{error.message}</Alert>}
      {data?.truncated && (
        <Alert color="yellow">
          This range has more appointments than the calendar shows; use the list to see them all.
        </Alert>
      )}
      {data && (phone ? <DayAgenda calendar={data} onOpen={onOpen} /> : <Grid calendar={data} onOpen={onOpen} />)}
    </Stack>
  );
}

function rangeLabel(days: string[]): string {
  const first = days[0] as string;
  const last = days.at(-1) as string;
  if (first === last) return dayLabel(first, 'long');
  return `${dayLabel(first)} – ${dayLabel(last)}, ${last.slice(0, 4)}`;
}

function Grid({ calendar, onOpen }: { calendar: Calendar; onOpen: (row: AppointmentRow) => void }) {
  const rows = calendarRows(calendar);
  const cells = cellsOf(calendar, rows);
  return (
    <section
      className={classes.grid}
      style={{ gridTemplateColumns: `56px repeat(${calendar.days.length}, minmax(0, 1fr))` }}
      aria-label="Appointments calendar"
    >
      <div className={classes.head} />
      {calendar.days.map((day) => (
        <div key={day} className={`${classes.head} ${day === calendar.today ? classes.today : ''}`} data-day={day}>
          {dayLabel(day)}
        </div>
      ))}
      {rows.map((time) => (
        <Row key={time} time={time} calendar={calendar} cells={cells} onOpen={onOpen} />
      ))}
    </section>
  );
}

function Row({
  time,
  calendar,
  cells,
  onOpen,
}: {
  time: string;
  calendar: Calendar;
  cells: Map<string, AppointmentRow[]>;
  onOpen: (row: AppointmentRow) => void;
}) {
  return (
    <>
      <div className={classes.hour}>{time}</div>
      {calendar.days.map((day) => (
        <div
          key={day}
          data-cell={`${day} ${time}`}
          className={`${classes.cell} ${isOpenDay(calendar, day) ? '' : classes.closed}`}
        >
          {(cells.get(`${day}|${time}`) ?? []).map((row) => (
            <EventButton key={row._id} row={row} onOpen={onOpen} />
          ))}
        </div>
      ))}
    </>
  );
}

function EventButton({ row, onOpen }: { row: AppointmentRow; onOpen: (row: AppointmentRow) => void }) {
  return (
    <button
      type="button"
      className={`${classes.event} ${row.status === 'cancelled' ? classes.cancelled : ''}`}
      style={
        { '--event-color': `var(--mantine-color-${APPOINTMENT_STATUS_COLOR[row.status]}-6)` } as React.CSSProperties
      }
      aria-label={`${row.name}, ${row.service_name}, ${dayLabel(row.day)} ${row.time}, ${APPOINTMENT_STATUS_LABEL[row.status]}`}
      data-appointment={row._id}
      onClick={() => onOpen(row)}
    >
      <b>{row.time}</b> {row.service_name}
      <br />
      {row.name}
    </button>
  );
}

/** A phone's calendar: the day's appointments in time order, as cards. */
function DayAgenda({ calendar, onOpen }: { calendar: Calendar; onOpen: (row: AppointmentRow) => void }) {
  const day = calendar.days[0] as string;
  const open = isOpenDay(calendar, day);
  if (calendar.appointments.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">{open ? 'No appointments on this day.' : 'Closed on this day.'}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs" aria-label="Appointments of the day">
      {calendar.appointments.map((row) => (
        <Paper
          key={row._id}
          withBorder
          p="sm"
          component="button"
          type="button"
          data-appointment={row._id}
          onClick={() => onOpen(row)}
          style={{ textAlign: 'left', width: '100%', cursor: 'pointer' }}
        >
          <AppointmentCard row={row} />
        </Paper>
      ))}
    </Stack>
  );
}
