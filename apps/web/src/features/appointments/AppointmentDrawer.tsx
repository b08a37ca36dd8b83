import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { type AppointmentDetail, type AppointmentEvent, BOOKING_DAYS_AHEAD } from '@stallfront/shared/appointments';
import { APPOINTMENT_ACTION_LABELS, APPOINTMENT_CANCEL_REASON_MAX, addDays } from '@stallfront/shared/rules';
import { AppointmentStatusBadge, dayLabel, whenLabel } from './appointment-columns';
import { useAppointment, useAppointmentSlots } from './appointment-queries';
import { useAppointmentAction } from './use-appointment-action';
import { momentOf, PICKER_FORMAT } from '../../ui/dates';

interface Props {
  id: string;
  /** The store's today and open weekdays, for the date picker. */
  today: string | null;
  openDays: number[];
  onClose: () => void;
}

/** One appointment: who, what, when, its timeline, and Reschedule, Cancel and Mark done. */
export function AppointmentDrawer({ id, today, openDays, onClose }: Props) {
  const { data, isError, error } = useAppointment(id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={data ? `Appointment · ${data.name}` : 'Appointment'}
    >
      {isError && <Alert color="red">{error.message}</Alert>}
      {!data && !isError && <Loader />}
      {data && <Details key={data.version} appointment={data} today={today} openDays={openDays} />}
    </Drawer>
  );
}

type Mode = 'view' | 'reschedule' | 'cancel';

function Details({
  appointment,
  today,
  openDays,
}: {
  appointment: AppointmentDetail;
  today: string | null;
  openDays: number[];
}) {
  const [mode, setMode] = useState<Mode>('view');
  const runner = useAppointmentAction(appointment);
  const can = (action: AppointmentDetail['allowed_actions'][number]) => appointment.allowed_actions.includes(action);
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{appointment.service_name}</Text>
        <AppointmentStatusBadge status={appointment.status} />
      </Group>
      <Text data-testid="appointment-when">{whenLabel(appointment)}</Text>
      <Text size="sm" c="dimmed">
        {appointment.email}
        {appointment.phone ? ` · ${appointment.phone}` : ''}
      </Text>
      {appointment.note && <Text size="sm">Note: {appointment.note}</Text>}
      {appointment.cancel_reason && <Text size="sm">Cancelled: {appointment.cancel_reason}</Text>}
      {appointment.held_until && appointment.status === 'booked' && (
        <Alert color="yellow" title="Not confirmed yet">
          The customer has until {momentOf(appointment.held_until)} to confirm by the link we emailed; then the time
          goes back on sale.
        </Alert>
      )}
      {runner.stale && (
        <Alert color="yellow" title="Changed elsewhere">
          <Stack gap="xs">
            <Text size="sm">{runner.stale}</Text>
            <Button size="xs" variant="default" onClick={runner.reload}>
              Reload
            </Button>
          </Stack>
        </Alert>
      )}
      {mode === 'view' && appointment.allowed_actions.length > 0 && (
        <Group gap="xs">
          {can('reschedule') && <Button onClick={() => setMode('reschedule')}>Reschedule</Button>}
          {can('done') && (
            <Button
              variant="light"
              color="green"
              loading={runner.pending}
              onClick={() => runner.run({ action: 'done' })}
            >
              {APPOINTMENT_ACTION_LABELS.done}
            </Button>
          )}
          {can('cancel') && (
            <Button variant="subtle" color="red" onClick={() => setMode('cancel')}>
              Cancel…
            </Button>
          )}
        </Group>
      )}
      {mode === 'reschedule' && (
        <RescheduleForm
          appointment={appointment}
          today={today}
          openDays={openDays}
          runner={runner}
          onBack={() => setMode('view')}
        />
      )}
      {mode === 'cancel' && <CancelForm runner={runner} onBack={() => setMode('view')} />}
      <Divider label="Timeline" labelPosition="left" />
      <Timeline bulletSize={12} lineWidth={2}>
        {appointment.timeline.map((event) => (
          <Timeline.Item key={event._id} title={eventTitle(event)}>
            <Text size="xs" c="dimmed">
              {event.by} · {momentOf(event.at)}
            </Text>
            {event.detail && <Text size="sm">{event.detail}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

const eventTitle = (event: AppointmentEvent) =>
  event.action === 'booked'
    ? 'Booked'
    : event.action === 'reschedule'
      ? 'Rescheduled'
      : event.action === 'cancel'
        ? 'Cancelled'
        : 'Marked done';

type Runner = ReturnType<typeof useAppointmentAction>;

function RescheduleForm({
  appointment,
  today,
  openDays,
  runner,
  onBack,
}: {
  appointment: AppointmentDetail;
  today: string | null;
  openDays: number[];
  runner: Runner;
  onBack: () => void;
}) {
  const [day, setDay] = useState<string | null>(appointment.day);
  const [chosen, setChosen] = useState<string | null>(null);
  const slots = useAppointmentSlots(appointment._id, day);
  const closed = (date: string) => !openDays.includes(((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
  const move = async () => {
    if (!chosen) return;
    await runner.run({ action: 'reschedule', starts_at: chosen }).catch(() => undefined);
  };
  const free = slots.data?.slots.filter((s) => s.free) ?? [];
  return (
    <Stack gap="sm">
      <DatePickerInput
        label="New date"
        value={day}
        onChange={(value) => {
          setDay(value);
          setChosen(null);
          runner.reset();
        }}
        minDate={today ?? undefined}
        maxDate={today ? addDays(today, BOOKING_DAYS_AHEAD) : undefined}
        excludeDate={closed}
        firstDayOfWeek={1}
        valueFormat={PICKER_FORMAT}
      />
      <Text size="sm" fw={500} id="slot-label">
        Free times{day ? ` on ${dayLabel(day)}` : ''}
      </Text>
      {slots.isFetching && !slots.data && <Loader size="sm" />}
      {slots.data && free.length === 0 && (
        <Text size="sm" c="dimmed">
          No free times on this day; choose another.
        </Text>
      )}
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="radiogroup" aria-labelledby="slot-label">
        {slots.data?.slots.map((slot) => (
          <Button
            key={slot.starts_at}
            role="radio"
            aria-checked={chosen === slot.starts_at}
            variant={chosen === slot.starts_at ? 'filled' : 'default'}
            disabled={!slot.free}
            title={slot.current ? 'Its current time' : slot.free ? undefined : 'Taken'}
            onClick={() => setChosen(slot.starts_at)}
          >
            {slot.time}
          </Button>
        ))}
      </SimpleGrid>
      {runner.fieldError('starts_at') && (
        <Text size="sm" c="red" role="alert">
          {runner.fieldError('starts_at')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!chosen} loading={runner.pending} onClick={move}>
          Move here
        </Button>
      </Group>
    </Stack>
  );
}

function CancelForm({ runner, onBack }: { runner: Runner; onBack: () => void }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    await runner.run({ action: 'cancel', reason: reason.trim() }).catch(() => undefined);
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason"
        description="The customer is emailed that the appointment is cancelled, with this reason."
        rows={3}
        maxLength={APPOINTMENT_CANCEL_REASON_MAX}
        data-autofocus
        value={reason}
        error={(missing && 'Say why it is cancelled') || runner.fieldError('reason')}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setMissing(false);
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button color="red" loading={runner.pending} onClick={cancel}>
          {APPOINTMENT_ACTION_LABELS.cancel}
        </Button>
      </Group>
    </Stack>
  );
}
