import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../api/api-error';
import { notifyError } from './notify';

/** Shows a refused call on the field the server named, or as a red toast when it names none of the form's. */
export function showCallError<V extends object>(form: UseFormReturnType<V>, error: unknown): void {
  if (error instanceof ApiError && error.field && error.field in (form.getValues() as object)) {
    form.setFieldError(error.field, error.fieldMessage);
    return;
  }
  notifyError(error instanceof Error ? error.message : String(error));
}
