import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { APPOINTMENT_CALLS, type AppointmentActionBody, type AppointmentDetail } from '@stallfront/shared/appointments';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { appointmentKeys } from './appointment-queries';

type ActionBody = AppointmentActionBody extends infer A
  ? A extends unknown
    ? Omit<A, '_id' | 'version'>
    : never
  : never;

/**
 * Runs one action on the appointment as the drawer shows it (its version). A stale version
 * shows a reload offer; a taken time or a bad one goes back to the form's field.
 */
export function useAppointmentAction(appointment: AppointmentDetail) {
  const queryClient = useQueryClient();
  const [stale, setStale] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: ActionBody) =>
      callApi(APPOINTMENT_CALLS.act, {
        ...body,
        _id: appointment._id,
        version: appointment.version,
      } as AppointmentActionBody),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment._id), data);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.calendars() });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() });
      notifySuccess(message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && !error.field) setStale(error.message);
      else if (!(error instanceof ApiError && error.field)) notifyError(error.message);
    },
  });
  const reload = async () => {
    setStale(null);
    mutation.reset();
    await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  };
  const fieldError = (field: string) =>
    mutation.error instanceof ApiError ? mutation.error.fieldErrors[field] : undefined;
  return { run: mutation.mutateAsync, pending: mutation.isPending, stale, reload, fieldError, reset: mutation.reset };
}
