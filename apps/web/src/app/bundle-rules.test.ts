import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const SHARED_ENTRIES = join(SRC, '../../../packages/shared/src/entries');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

// Static imports and re-exports that stay in the bundle (`import type` is erased; `import()` loads later).
const STATIC_IMPORT = /^(?:import|export)(?!\s+type\s)[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

function resolveImport(from: string, spec: string): string | undefined {
  if (spec.startsWith('@stallfront/shared/'))
    return join(SHARED_ENTRIES, `${spec.slice('@stallfront/shared/'.length)}.ts`);
  if (!spec.startsWith('.')) return undefined;
  const base = join(dirname(from), spec.replace(/\.js$/, ''));
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
}

/** Every package a module pulls in at load, following our own modules and the shared package. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>(); // package -> first module that imports it
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = from ?? bare ?? '';
      const resolved = resolveImport(file, spec);
      if (resolved) queue.push(resolved);
      else if (!spec.startsWith('.') && !packages.has(spec)) packages.set(spec, relative(SRC, file));
    }
  }
  return packages;
}

describe('what keeps the sign-in page light (docs/architecture.md, "The console")', () => {
  it('imports the shared package by subpath: its barrel would bundle every zod schema into every page', () => {
    const barrel = sources.filter(({ text }) => /from '@stallfront\/shared'/.test(text)).map(({ file }) => file);
    expect(barrel).toEqual([]);
  });

  it("loads Mantine's CSS per component, not the whole styles.css", () => {
    const whole = sources.filter(({ text }) => text.includes("'@mantine/core/styles.css'")).map(({ file }) => file);
    expect(whole).toEqual([]);
  });

  it("opens Mantine's modals through withModals: a direct call finds no manager until one has loaded", () => {
    const direct = sources
      .filter(({ file, text }) => !file.startsWith(join('ui', 'overlays')) && text.includes("from '@mantine/modals'"))
      .map(({ file }) => file);
    expect(direct).toEqual([]);
  });

  it('keeps the sign-in document free of React, Mantine, the router and TanStack Query', () => {
    const reached = packagesReachedFrom(join(SRC, 'main.tsx'));
    for (const [pkg, importer] of packagesReachedFrom(join(SRC, 'signin/start.tsx'))) reached.set(pkg, importer);
    const heavy = [...reached].filter(([pkg]) => /^(react|react-dom|react-router|@mantine\/|@tanstack\/)/.test(pkg));
    expect(heavy).toEqual([]);
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['preact', 'zod']));
  });
});
