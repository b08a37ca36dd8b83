import type { UseFormReturnType } from '@mantine/form';
import { sortServerErrors } from './form-page/field-errors';
import { notifyError } from './notify';

/**
 * Shows a refused call on every field the server named that the form holds (nested paths too),
 * and whatever names none of them as a red toast.
 */
export function showCallError<V extends object>(form: UseFormReturnType<V>, error: unknown): void {
  const { fields, toast } = sortServerErrors(form.getValues(), error);
  if (Object.keys(fields).length > 0) form.setErrors(fields);
  if (toast) notifyError(toast);
}
