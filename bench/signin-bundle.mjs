// What the sign-in page downloads: opens /session/signin of the built console in Debian's
// Chromium, records every script and stylesheet it loads, and prints their gzip sizes next
// to the whole console's. Also says whether any signed-in screen's chunk came along.
//
//   npm run build -w @stallfront/web && node bench/signin-bundle.mjs
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('Build the console first: npm run build -w @stallfront/web');
  process.exit(1);
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = join(dist, path);
  const asset = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  res.setHeader('content-type', TYPES[asset ? extname(file) : '.html'] ?? 'application/octet-stream');
  createReadStream(asset ? file : join(dist, 'index.html')).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: browserPath,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
const loaded = new Set();
page.on('response', (r) => {
  const path = new URL(r.url()).pathname;
  if (/\.(js|css)$/.test(path)) loaded.add(path.slice(1));
});
await page.goto(`${base}/session/signin`);
await page.getByRole('button', { name: 'Sign in' }).waitFor();
await page.waitForLoadState('networkidle');
await browser.close();
server.close();

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const measure = (files) => files.map((file) => ({ file, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);

const signIn = measure([...loaded]);
const allAssets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
const everything = measure(allAssets.filter((f) => /\.(js|css)$/.test(f)));
const sum = (list, ext) => list.filter((x) => x.file.endsWith(ext)).reduce((n, x) => n + x.gzip, 0);
// `console` is the chunk of the signed-in shell and list page (apps/web/vite.config.ts).
const signedInChunks = signIn.filter((x) => /(StoreLayout|AdminLayout|ComingSoon|console)-/.test(x.file));

console.log('Sign-in page (/session/signin), gzip:');
console.log(`  JavaScript ${kb(sum(signIn, '.js'))} in ${signIn.filter((x) => x.file.endsWith('.js')).length} files`);
console.log(`  CSS        ${kb(sum(signIn, '.css'))}`);
console.log('  largest:');
for (const { file, gzip } of signIn.slice(0, 8)) console.log(`    ${kb(gzip).padStart(9)}  ${file}`);
console.log(`Whole console, gzip: JavaScript ${kb(sum(everything, '.js'))}, CSS ${kb(sum(everything, '.css'))}`);
console.log(
  signedInChunks.length === 0
    ? 'No signed-in layout or screen chunk was downloaded by the sign-in page.'
    : `Signed-in chunks downloaded by the sign-in page: ${signedInChunks.map((x) => x.file).join(', ')}`,
);
