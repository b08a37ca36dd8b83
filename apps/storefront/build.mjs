// Builds the shop's client files into dist/: the islands' script (React aliased to Preact)
// and the stylesheet, named by content hash, each with .br and .gz beside it, and
// manifest.json naming them for the server.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const dist = new URL('./dist/', import.meta.url).pathname;
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const result = await build({
  entryPoints: { shop: 'src/client/entry.tsx', 'shop-style': 'src/styles/shop.css' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: dist,
  entryNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // Preact renders the islands in the browser: the same components, about 4 KB instead of React's 60.
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
});

const manifest = {};
for (const file of Object.keys(result.metafile.outputs)) {
  const name = basename(file);
  const bytes = readFileSync(`${dist}${name}`);
  writeFileSync(`${dist}${name}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(`${dist}${name}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  if (name.endsWith('.js')) manifest.js = name;
  if (name.endsWith('.css')) manifest.css = name;
}
writeFileSync(`${dist}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`storefront client: ${manifest.js}, ${manifest.css}\n`);
