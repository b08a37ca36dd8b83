/** How an undelivered event is retried: doubling waits from 5 s up to an hour, then it is given up. */
export const RETRY = {
  firstDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  /** About a day of tries; a given-up event keeps its last error for someone to look at. */
  maxAttempts: 30,
} as const;

/** The wait after the given failed attempt (1 for the first). */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY.maxDelayMs, RETRY.firstDelayMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
}
