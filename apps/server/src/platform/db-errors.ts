/** True for PostgreSQL's unique_violation, from pg or PGlite, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!pgError || typeof pgError !== 'object') return false;
  if (pgError.code === '23505') return !constraint || pgError.constraint === constraint;
  return pgError.cause ? isUniqueViolation(pgError.cause, constraint) : false;
}
