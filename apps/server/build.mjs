// Bundles the server for production. Dependencies stay in node_modules; the shared
// package (TypeScript source) is bundled in. Migrations are read from ../drizzle.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stallfront/'));

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
