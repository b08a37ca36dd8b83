import { isUniqueViolation } from '../../platform/db-errors.js';

/**
 * A payment form's row, written once per form key (the pattern every payment form follows):
 * a key seen before answers its row, and a second submit that raced the first to the unique
 * key answers the first's row too. `fresh` says whether this call wrote it, and so charges.
 */
export async function onceByKey<Row>(
  find: () => Promise<Row | null>,
  write: () => Promise<Row>,
): Promise<{ row: Row; fresh: boolean }> {
  const earlier = await find();
  if (earlier) return { row: earlier, fresh: false };
  try {
    return { row: await write(), fresh: true };
  } catch (error) {
    const first = await find();
    if (first && isUniqueViolation(error)) return { row: first, fresh: false };
    throw error;
  }
}
