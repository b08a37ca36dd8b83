import type { z } from 'zod';

/** A kind of job: its queue name and the zod schema its data must pass to be sent at all. */
export interface JobKind<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
}

/** Queue names pg-boss accepts: letters, digits, and `-_./` between them. */
const QUEUE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.\-/]*$/;

export function jobKind<S extends z.ZodType>(name: string, schema: S): JobKind<z.output<S>> {
  if (!QUEUE_NAME.test(name)) throw new Error(`Job name "${name}": letters, digits, and - _ . / only`);
  return { name, schema: schema as unknown as z.ZodType<z.output<S>> };
}

/** Data that does not fit its job kind's schema: a programming error, caught before anything is queued. */
export class JobDataError extends Error {
  constructor(
    readonly job: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `Job "${job}" refused its data: ${issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ')}`,
    );
    this.name = 'JobDataError';
  }
}

/** The data as the job will carry it, or a JobDataError naming what is wrong. */
export function checkJobData<T>(kind: JobKind<T>, data: unknown): T {
  const parsed = kind.schema.safeParse(data);
  if (!parsed.success) throw new JobDataError(kind.name, parsed.error.issues);
  return parsed.data;
}
