import type { z } from 'zod';
import { sortServerErrors } from '../ui/form-page/field-errors';

export type FieldErrors = Record<string, string>;

/** The first problem the schema finds in each field, by the field's name: what a form shows on submit. */
export function schemaErrors(schema: z.ZodType, values: Record<string, string>): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in values && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A refused call: messages on the fields the server named that the form holds, the rest said under the form. */
export function refusalErrors(values: Record<string, string>, error: unknown): { fields: FieldErrors; form?: string } {
  const { fields, toast } = sortServerErrors(values, error);
  return { fields, form: toast };
}
