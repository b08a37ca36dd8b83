import { performance } from 'node:perf_hooks';

/** How long `run` took, in ms. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  return (await timedValue(run))[1];
}

/** What `run` answered and how long it took, in ms. */
export async function timedValue<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

/** "p50 12.3 ms, p95 45.6 ms" of some timings (nearest rank). */
export function p50p95(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p = (q: number) => (sorted[Math.ceil(q * sorted.length) - 1] ?? 0).toFixed(1);
  return `p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`;
}
