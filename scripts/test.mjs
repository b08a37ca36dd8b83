// `npm test`: every test: types, lint, import rules, then the unit and API tests, then the
// browser tests in Debian's Chromium against the built console and shop. With DATABASE_URL set,
// the API and browser tests run against that PostgreSQL server instead of PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildChanged } from './build-changed.mjs';
import { ensureInstalled, root, run, runOnProjectNode } from './ensure-install.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stderr.write(
    `The browser tests need Chromium at ${chromium}: apt-get install -y chromium fonts-liberation\n`,
  );
  process.exit(1);
}

await ensureInstalled();
runOnProjectNode();
process.stdout.write(`Node ${process.version}\n`);
// CI's second pass (same commit, another database) skips what does not depend on the database.
const skipStatic = process.env.STALLFRONT_STATIC_CHECKS === 'skip';
const skipBrowser = process.env.STALLFRONT_BROWSER_TESTS === 'skip';
const skipUnit = process.env.STALLFRONT_UNIT_TESTS === 'skip';
if (skipStatic) process.stdout.write('types, lint and import rules skipped (STALLFRONT_STATIC_CHECKS=skip)\n');
else {
  run('npm', ['run', 'typecheck']);
  run('npx', ['biome', 'check', '--error-on-warnings', '.']);
  // No import cycles, and the layers run one way (.dependency-cruiser.cjs).
  run('npm', ['run', 'lint:layers']);
}
// Only the browser tests need the built console and shop.
if (!skipBrowser) {
  buildChanged(['web', 'storefront']);
}

/** One vitest run; returns its exit status and its pass/fail counts. */
function vitest(args) {
  const summaryFile = join(tmpdir(), `stallfront-vitest-${process.pid}-${Date.now()}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${summaryFile}`];
  const result = spawnSync('npx', ['vitest', 'run', ...reporters, ...args], { cwd: root, stdio: 'inherit' });
  let counts = { passed: 0, failed: 0, failures: [], slowest: [], written: false };
  try {
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
    counts = {
      passed: summary.numPassedTests,
      failed: summary.numFailedTests,
      failures: failuresOf(summary),
      slowest: slowestFiles(summary),
      written: true,
    };
    rmSync(summaryFile);
  } catch {}
  return { status: result.status ?? 1, ...counts };
}

/** Each failed test (or file that failed before its tests ran) as `file > test`, for the closing lines. */
function failuresOf(summary) {
  return summary.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${name} (${file.message.split('\n')[0]})`];
    return failed.map((test) => `${name} > ${test.fullName}`);
  });
}

/**
 * The five files whose tests ran longest, in seconds from their first test's start to their last
 * one's end (the import and set-up before are not in it): where CI's time goes, without a second run.
 */
function slowestFiles(summary) {
  return summary.testResults
    .map((file) => ({ name: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map((file) => `${file.seconds.toFixed(0)} s ${file.name}`);
}

const extra = process.argv.slice(2);
// Every core: vitest's default keeps one for its own process, which idles while the files run.
const workers = `--maxWorkers=${availableParallelism()}`;
if (skipUnit) process.stdout.write('unit and API tests skipped (STALLFRONT_UNIT_TESTS=skip)\n');
// STALLFRONT_UNIT_PROJECTS=server: only the tests that touch the database (CI's PostgreSQL pass).
const unitProjects = (process.env.STALLFRONT_UNIT_PROJECTS ?? 'shared,server,web').split(',');
const unitAndApi = skipUnit
  ? null
  : vitest([...unitProjects.flatMap((name) => ['--project', name.trim()]), workers, ...extra]);
// Two browser test files at a time, each with its own server and Chromium: a file spends most of
// its time waiting on pages, so two keep both cores busy where one left one idle
// (STALLFRONT_BROWSER_WORKERS=1 runs them one by one). CI runs them once, on PGlite: its
// PostgreSQL pass sets STALLFRONT_BROWSER_TESTS=skip.
if (skipBrowser) process.stdout.write('browser tests skipped (STALLFRONT_BROWSER_TESTS=skip)\n');
const browserWorkers = `--maxWorkers=${process.env.STALLFRONT_BROWSER_WORKERS ?? 2}`;
const browser = skipBrowser ? null : vitest(['--project', 'e2e', browserWorkers, ...extra]);

// One plain closing line, whatever reads the log.
const runs = [unitAndApi, browser].filter((run) => run !== null);
if (runs.some((r) => !r.written)) process.stdout.write('a vitest run wrote no summary\n');
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0);
for (const file of runs.flatMap((r) => r.slowest)) process.stdout.write(`slowest tests: ${file}\n`);
// The failures again at the very end: a log cut to its tail still names them.
for (const failure of runs.flatMap((r) => r.failures)) process.stdout.write(`failed: ${failure}\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(runs.every((r) => r.status === 0) ? 0 : 1);
