import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { APPOINTMENT_CALLS, type AppointmentCalendarQuery } from '@stallfront/shared/appointments';
import { callApi } from '../../api/client';

/** Every appointment query key starts here, so an action refreshes the calendar, the lists and that appointment. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  calendars: () => [...appointmentKeys.all, 'calendar'] as const,
  calendar: (query: AppointmentCalendarQuery) => [...appointmentKeys.calendars(), query] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
  slots: (id: string, day: string) => [...appointmentKeys.all, 'slots', id, day] as const,
};

/** A day or week of the calendar; the previous one stays on screen while the next loads. */
export function useAppointmentCalendar(query: AppointmentCalendarQuery) {
  return useQuery({
    queryKey: appointmentKeys.calendar(query),
    queryFn: async ({ signal }) => (await callApi(APPOINTMENT_CALLS.calendar, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: appointmentKeys.detail(id),
    queryFn: async () => (await callApi(APPOINTMENT_CALLS.get, { id })).data,
    retry: false,
  });
}

/** The service's times on a day, free or taken, for the reschedule picker. */
export function useAppointmentSlots(id: string, day: string | null) {
  return useQuery({
    queryKey: appointmentKeys.slots(id, day ?? ''),
    queryFn: async () => (await callApi(APPOINTMENT_CALLS.slots, { id, day: day as string })).data,
    enabled: day !== null,
    staleTime: 0,
  });
}
