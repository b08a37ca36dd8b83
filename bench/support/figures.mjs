// A bench run by bench/run-all.ts hands its headline figures over as JSON lines, one per
// figure, in the file BENCH_FIGURES names; run on its own, a bench records nothing.
import { appendFileSync } from 'node:fs';

/** @param {{ key: string, database?: string, value: number }} figure */
export function recordFigure(figure) {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
