import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import amphtmlValidator from 'amphtml-validator';

const run = promisify(execFile);

/**
 * The official AMP validator (npm `amphtml-validator`) runs its rules from validator_wasm.js,
 * which it fetches from cdn.ampproject.org: out of reach here. The npm registry is in reach, and
 * Next.js ships that very file in its package (dist/compiled/amphtml-validator/), so it is taken
 * from there once, by its pinned version, into node_modules/.cache (docs/decisions.md, "Web stories").
 */
const SOURCE = 'next@15.5.4';
const IN_PACKAGE = 'package/dist/compiled/amphtml-validator/validator_wasm.js';
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/amp-validator/', import.meta.url));
const RULES = join(CACHE, 'validator_wasm.js');

/** Takes the validator's rules into the cache once (a 30 MB download the first time). */
export async function validatorRules(): Promise<string> {
  if (existsSync(RULES)) return RULES;
  mkdirSync(CACHE, { recursive: true });
  // Test files run side by side: each takes its own copy, and the rename makes one whole file appear.
  const own = mkdtempSync(join(CACHE, 'pack-'));
  try {
    const { stdout } = await run('npm', ['pack', SOURCE, '--silent', '--pack-destination', own], {
      maxBuffer: 1 << 20,
    });
    const tarball = join(own, stdout.trim().split('\n').at(-1) ?? '');
    await run('tar', ['-xzf', tarball, '-C', own, '--strip-components=4', IN_PACKAGE]);
    renameSync(join(own, 'validator_wasm.js'), RULES);
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
  return RULES;
}

/** The official validator's verdict on a document: PASS, or FAIL with its errors as "line:col message". */
export async function validateAmp(html: string): Promise<{ status: string; errors: string[] }> {
  const validator = await amphtmlValidator.getInstance(await validatorRules());
  const result = validator.validateString(html);
  return {
    status: result.status,
    errors: result.errors.filter((e) => e.severity === 'ERROR').map((e) => `${e.line}:${e.col} ${e.message}`),
  };
}
