// The dashboard route's JavaScript beside the sign-in page's, in the same build, gzip: each is the
// static import closure of its chunks in apps/web/dist (what the browser fetches before the page
// draws), the dashboard's counted without what the signed-in shell already loaded. Chunks loaded
// later on demand (the sales map) are listed apart.
//   npm run build -w @stallfront/web && node bench/dashboard-bundle.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = new URL('../apps/web/dist/assets/', import.meta.url).pathname;
if (!existsSync(assets)) {
  console.error('Build the console first: npm run build -w @stallfront/web');
  process.exit(1);
}
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const chunk = (prefix) => {
  const found = files.find((f) => f.startsWith(`${prefix}-`));
  if (!found) throw new Error(`no chunk ${prefix}-*.js in the build`);
  return found;
};
const source = (file) => readFileSync(join(assets, file), 'utf8');
const staticImports = (file) =>
  [...source(file).matchAll(/(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g)].map((m) => m[1]);
const lazyImports = (file) => [...source(file).matchAll(/import\(\s*["`]\.\/([^"`]+\.js)["`]\s*\)/g)].map((m) => m[1]);

/** Every chunk the given ones import statically, themselves included. */
function closure(roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}
const gzip = (set) => [...set].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = chunk('index');
const signIn = closure([entry, chunk('signin')]);
const shell = closure([entry, chunk('framework'), chunk('console')]);
const dashboard = closure([chunk('DashboardPage')]);
const own = new Set([...dashboard].filter((file) => !shell.has(file)));
const lazy = closure(lazyImports(chunk('DashboardPage')));
const later = new Set([...lazy].filter((file) => !shell.has(file) && !own.has(file)));

console.log(`sign-in page (entry and sign-in chunks):           ${kb(gzip(signIn))} gzip in ${signIn.size} files`);
console.log(`signed-in shell (entry, framework, console):        ${kb(gzip(shell))} gzip in ${shell.size} files`);
console.log(`dashboard route, beyond the shell:                 ${kb(gzip(own))} gzip in ${own.size} files`);
console.log(`  loaded with the first period that has sales (map): ${kb(gzip(later))} gzip`);
for (const file of [...own].sort()) console.log(`    ${file}  ${kb(gzip(new Set([file])))}`);
