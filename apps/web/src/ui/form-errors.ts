import type { UseFormReturnType } from '@mantine/form';
import { sortServerErrors } from './form-page/field-errors';
import { notifyRefusal } from './notify';

export interface CallErrorOptions {
  /**
   * Where a refusal that names no field of the form goes (a wrong password, too many attempts):
   * a form that can say it under itself passes a setter; otherwise a red toast.
   */
  showUnplaced?: (message: string) => void;
}

/**
 * Shows a refused call on every field the server named that the form holds (nested paths too),
 * and whatever names none of them under the form or as a red toast.
 */
export function showCallError<V extends object>(
  form: UseFormReturnType<V>,
  error: unknown,
  { showUnplaced = notifyRefusal }: CallErrorOptions = {},
): void {
  const { fields, toast } = sortServerErrors(form.getValues(), error);
  if (Object.keys(fields).length > 0) form.setErrors(fields);
  if (toast) showUnplaced(toast);
}
