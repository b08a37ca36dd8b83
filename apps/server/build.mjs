// Bundles the server for production. Dependencies stay in node_modules; the shared
// package (TypeScript source) is bundled in. Migrations are read from ../drizzle.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const depsOf = (file) => Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
// The workspaces' own packages are bundled; their dependencies (React for the storefront) stay in node_modules.
const external = [...depsOf('./package.json'), ...depsOf('../storefront/package.json')].filter(
  (name) => !name.startsWith('@stallfront/'),
);

await build({
  entryPoints: ['src/main.ts', 'src/seed/cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
