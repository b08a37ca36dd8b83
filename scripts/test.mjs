// `npm test`: every test: types, lint, then the unit and API tests (vitest). With
// DATABASE_URL set, the API tests run against that PostgreSQL server instead of PGlite.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './ensure-install.mjs';

ensureInstalled();
run('npm', ['run', 'typecheck']);
run('npx', ['biome', 'check', '--error-on-warnings', '.']);

const summaryFile = join(tmpdir(), `stallfront-vitest-${process.pid}.json`);
const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${summaryFile}`];
const tests = spawnSync('npx', ['vitest', 'run', ...reporters, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

// One plain closing line, whatever reads the log.
try {
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  process.stdout.write(`${summary.numPassedTests} passed, ${summary.numFailedTests} failed\n`);
  rmSync(summaryFile);
} catch {
  process.stdout.write('vitest wrote no summary\n');
}
process.exit(tests.status ?? 1);
