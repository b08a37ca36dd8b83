// Installs dependencies when node_modules is missing or older than the lockfile, so
// `npm start` and `npm test` work on a fresh clone with only Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

export async function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  process.stdout.write('Installing dependencies (the first install takes a few minutes)...\n');
  const started = Date.now();
  // `npm install` rather than `npm ci`: it follows the lockfile too, and it tolerates a
  // registry that lacks some other platform's optional binaries (npm ci refuses then).
  const status = await installQuietly(started);
  if (status !== 0) {
    process.stderr.write(`\nnpm install failed (exit ${status})\n`);
    process.exit(status);
  }
  process.stdout.write(`Installed dependencies in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

/**
 * Runs npm install, saying every 30 s that it is still at work, and drops its "Unsupported engine"
 * warnings: they compare packages with the machine's Node, while everything after the install runs on
 * the Node the project pins (runOnProjectNode), which they all accept.
 */
function installQuietly(started) {
  const child = spawn('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const heartbeat = setInterval(() => {
    process.stdout.write(`  still installing (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }, 30_000);
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!line.includes('EBADENGINE')) process.stderr.write(`${line}\n`);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(heartbeat);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs this script again under the Node the project pins (the `node` devDependency puts its
 * binary at node_modules/.bin/node) when it was started by another one: a fresh clone's first
 * `npm start` runs on whatever Node the machine has until the install above is done.
 */
export function runOnProjectNode() {
  const projectNode = join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(projectNode) || process.env.STALLFRONT_PROJECT_NODE) return;
  const version = spawnSync(projectNode, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (version === process.version) return;
  process.stdout.write(`Switching from Node ${process.version} to the project's Node ${version}\n`);
  const result = spawnSync(projectNode, process.argv.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      STALLFRONT_PROJECT_NODE: '1',
      PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    },
  });
  process.exit(result.status ?? 1);
}
