// What the console's code weighs as Chromium receives it from a running server: the sign-in page,
// then (signed in as the demo owner) the product list, each opened with an empty cache. For the
// scripts and stylesheets of each: files, bytes after decoding, gzip of those bytes (as
// signin-bundle.mjs counts) and bytes over the wire with the Content-Encoding the server chose
// (from Chromium's DevTools protocol, headers included).
//
//   PORT=8093 DATA_DIR=$(mktemp -d) npm start            # terminal 1
//   BENCH_URL=http://127.0.0.1:8093 node bench/products-bundle.mjs
import { gzipSync } from 'node:zlib';
import { base, email, openConsole, openProducts, openSignIn, signInOwner } from './support/chromium.mjs';
import { recordFigure } from './support/figures.mjs';

let files = new Map();
const browser = await openConsole((cdp) => {
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet') return;
    const encoding = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
    const path = new URL(response.url).pathname;
    files.set(requestId, { type, path, encoding: encoding ?? 'identity', decoded: 0, gzip: 0, transfer: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const file = files.get(requestId);
    if (!file) return;
    file.transfer = encodedDataLength;
    // DevTools may have let go of a body once the page moved on: then the server sends it again.
    const fromServer = () => fetch(new URL(file.path, base)).then(async (r) => Buffer.from(await r.arrayBuffer()));
    file.body = cdp
      .send('Network.getResponseBody', { requestId })
      .then(({ body, base64Encoded }) => Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), fromServer)
      .then((bytes) => {
        file.decoded = bytes.length;
        file.gzip = gzipSync(bytes).length;
      });
  });
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
async function measure(title, load, figure) {
  files = new Map();
  await load();
  await browser.page.waitForLoadState('networkidle');
  const all = [...files.values()];
  await Promise.all(all.map((f) => f.body));
  console.log(`\n${title}`);
  console.log(
    `  ${''.padEnd(12)}${'files'.padStart(6)}${['decoded', 'gzip', 'transfer'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const [label, type] of [
    ['JavaScript', 'Script'],
    ['CSS', 'Stylesheet'],
  ]) {
    const list = all.filter((f) => f.type === type);
    const sum = (key) => list.reduce((n, f) => n + f[key], 0);
    const encodings = [...new Set(list.map((f) => f.encoding))].join(', ');
    console.log(
      `  ${label.padEnd(12)}${String(list.length).padStart(6)}${kb(sum('decoded'))}${kb(sum('gzip'))}${kb(sum('transfer'))}  ${encodings}`,
    );
  }
  const scripts = all.filter((f) => f.type === 'Script');
  const total = (key) => scripts.reduce((n, f) => n + f[key], 0);
  recordFigure({ key: `${figure}_js_files`, value: scripts.length });
  recordFigure({ key: `${figure}_js_transfer_kb`, value: total('transfer') / 1024 });
  recordFigure({ key: `${figure}_js_gzip_kb`, value: total('gzip') / 1024 });
  // Every file, with its bytes over the wire: headers count too, about 0.5 KB a file.
  console.log('  scripts (gzip, transfer):');
  for (const f of [...scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip)}${kb(f.transfer)}  ${f.path}`);
  return all;
}

await measure('Sign-in page (/session/signin), empty cache:', () => openSignIn(browser.page), 'signin');
await signInOwner(browser.page);
await browser.restartWithEmptyCache();

const products = await measure(
  `Product list (/product-sections/products) as ${email}, empty cache:`,
  () => openProducts(browser.page),
  'products',
);
const form = products.filter((f) => /\/(ProductFormPage|RichTextField)-/.test(f.path));
console.log(
  form.length === 0
    ? 'The product form (rich-text editor) was not downloaded by the product list.'
    : `Product form chunks downloaded by the product list: ${form.map((f) => f.path).join(', ')}`,
);

await browser.close();
