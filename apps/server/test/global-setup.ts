import { rmSync } from 'node:fs';
import { DEMO_DUMP_ENV, makeDemoDump } from './demo-dump.js';

/**
 * Seeds the demo data once for the whole run on PGlite; each API test file that asks for the demo loads the dump.
 * The test files run in processes started after this, so they inherit the variable.
 */
export async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const folder = await makeDemoDump();
  process.env[DEMO_DUMP_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
