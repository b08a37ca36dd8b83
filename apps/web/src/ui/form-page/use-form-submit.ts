import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { ApiError } from '../../api/api-error';
import { notifyError, notifyRefusal } from '../notify';
import { focusFirstField, sortServerErrors } from './field-errors';

/**
 * The form's submit handler: checks the schema first (pointing at the first wrong field), saves,
 * and puts a refusal on the fields it names. A successful save makes the saved values the new
 * starting point, so nothing is left "unsaved".
 */
export function useFormSubmit<Values, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  onSubmit: (values: Transformed) => Promise<unknown>,
) {
  // True while a save runs, so a screen may navigate away from inside onSubmit without a warning.
  const saving = useRef(false);

  const submit = form.onSubmit(
    async (values) => {
      saving.current = true;
      try {
        await onSubmit(values);
        if (form.isDirty()) form.resetDirty();
      } catch (error) {
        const { fields, toast } = sortServerErrors(form.getValues(), error);
        const paths = Object.keys(fields);
        if (paths.length > 0) {
          form.setErrors((current) => ({ ...current, ...fields }));
          focusFirstField(paths.map((path) => form.getInputNode(path)));
        }
        // A refusal naming a value the form holds but shows no field for (a record's version)
        // would go unseen on the form: it is said in the toast too.
        const unseen = paths.filter((path) => !form.getInputNode(path)).map((path) => fields[path] as string);
        const said = [toast, ...unseen].filter(Boolean).join('; ');
        if (said) (error instanceof ApiError && error.status < 500 ? notifyRefusal : notifyError)(said);
      } finally {
        saving.current = false;
      }
    },
    (errors) => {
      focusFirstField(Object.keys(errors).map((path) => form.getInputNode(path)));
      notifyRefusal('Check the highlighted fields');
    },
  );

  return { submit, isSaving: () => saving.current };
}
