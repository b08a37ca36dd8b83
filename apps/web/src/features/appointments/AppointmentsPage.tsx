import { IconCalendar, IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPOINTMENT_CALLS, type AppointmentRow } from '@stallfront/shared/appointments';
import { type AppointmentStatus, countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { ListPage } from '../../ui/list-page';
import { AppointmentCalendar, type CalendarState } from './AppointmentCalendar';
import { AppointmentDrawer } from './AppointmentDrawer';
import { AppointmentCard, appointmentColumns, appointmentFilters, appointmentSorts } from './appointment-columns';
import { appointmentKeys, useAppointmentCalendar } from './appointment-queries';

/**
 * /orders/appointments: a service store's bookings as a calendar (a week or a day, a day
 * agenda on a phone) or as a list; either opens the appointment to reschedule, cancel or mark done.
 * The mode, day and view live in the URL, so a reload or a shared link opens the same page.
 */
export default function AppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<string | null>(null);
  const mode = params.get('show') === 'list' ? 'list' : 'calendar';
  const state: CalendarState = {
    day: params.get('day'),
    view: params.get('view') === 'day' ? 'day' : 'week',
    status: (params.get('cal_status') as AppointmentStatus | null) ?? null,
  };
  const update = (next: Partial<CalendarState> & { show?: 'list' | null }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        const entries: [string, string | null | undefined][] = [
          ['day', 'day' in next ? next.day : undefined],
          ['view', next.view === 'week' ? null : next.view],
          ['cal_status', 'status' in next ? next.status : undefined],
          ['show', 'show' in next ? next.show : undefined],
        ];
        for (const [key, value] of entries) {
          if (value === undefined) continue;
          if (value === null) merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: true },
    );
  // The drawer's date picker needs the store's today and open days: the calendar query has them.
  const { data: calendar } = useAppointmentCalendar({ ...(state.day ? { day: state.day } : {}), view: 'day' });
  const openRow = (row: AppointmentRow) => setOpen(row._id);

  return (
    <>
      {mode === 'calendar' ? (
        <AppointmentCalendar state={state} onChange={update} onOpen={openRow} onList={() => update({ show: 'list' })} />
      ) : (
        <ListPage
          title="Appointments"
          queryKey={appointmentKeys.lists()}
          fetchPage={(request, signal) => callApi(APPOINTMENT_CALLS.list, request, { signal })}
          fetchCount={(filters, signal) => callApi(APPOINTMENT_CALLS.count, filters, { signal })}
          countLabel={(n) => countOf(n, 'appointment')}
          rowKey={(row) => row._id}
          rowLabel={(row) => `appointment of ${row.name}`}
          columns={appointmentColumns}
          sorts={appointmentSorts}
          defaultSort={{ sort: 'starts', direction: 'desc' }}
          filters={appointmentFilters}
          searchPlaceholder="Search by customer or service"
          onRowClick={openRow}
          rowActions={[{ label: 'Open', icon: <IconCalendarEvent size={16} />, onClick: openRow }]}
          primaryAction={{ label: 'Calendar', icon: <IconCalendar size={16} />, onClick: () => update({ show: null }) }}
          emptyState={{
            title: 'No appointments yet',
            message: 'Bookings customers make for your services in your shop show here.',
          }}
          mobileCard={(row) => <AppointmentCard row={row} />}
        />
      )}
      {open && (
        <AppointmentDrawer
          id={open}
          today={calendar?.today ?? null}
          openDays={calendar?.hours.days ?? []}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
