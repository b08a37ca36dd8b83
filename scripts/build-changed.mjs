// Builds each part (console, shop client, server) only when its inputs changed since its last build:
// a warm `npm start` or `npm test` then skips straight to serving or testing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, run } from './ensure-install.mjs';

const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'tsconfig.base.json'];

/** What each workspace's build reads, beside its own folder. */
export const PARTS = {
  web: {
    workspace: '@stallfront/web',
    dir: 'apps/web',
    label: 'the console (vite)',
    inputs: SHARED,
    // Warnings only: vite lists every file it wrote otherwise.
    args: ['--logLevel', 'warn'],
  },
  storefront: {
    workspace: '@stallfront/storefront',
    dir: 'apps/storefront',
    label: "the shop's client files",
    inputs: SHARED,
  },
  server: {
    workspace: '@stallfront/server',
    dir: 'apps/server',
    label: 'the server',
    inputs: [...SHARED, 'apps/storefront/src', 'apps/storefront/package.json'],
  },
};

const SKIPPED = new Set(['node_modules', 'dist', 'test', 'coverage', 'data']);

function filesUnder(path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    filesUnder(relative(root, join(full, entry.name)), out);
  }
}

/** A hash of every input file's path and content, in a stable order. */
export function inputsHash(part) {
  const files = [];
  for (const path of [part.dir, ...part.inputs]) filesUnder(path, files);
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Builds the named parts whose inputs differ from those of their last build; says which it skipped. */
export function buildChanged(names = Object.keys(PARTS)) {
  for (const name of names) {
    const part = PARTS[name];
    const stamp = join(root, part.dir, 'dist', '.inputs-hash');
    const hash = inputsHash(part);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
      process.stdout.write(`Building ${part.label}: unchanged since the last build, skipped\n`);
      continue;
    }
    const started = Date.now();
    process.stdout.write(`Building ${part.label}...\n`);
    run('npm', ['run', 'build', '--silent', '-w', part.workspace, ...(part.args ? ['--', ...part.args] : [])]);
    writeFileSync(stamp, hash);
    process.stdout.write(`Built ${part.label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}
