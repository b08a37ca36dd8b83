// What Chromium receives from a running server: the sign-in page and (signed in as the demo
// owner) the product list, each with an empty HTTP cache, then the product list again as a
// repeat visit. Bytes come from Chromium's DevTools protocol: decoded = body after decoding,
// transfer = what crossed the wire (headers included).
//
//   PORT=8093 DATA_DIR=$(mktemp -d) npm start            # terminal 1
//   BENCH_URL=http://127.0.0.1:8093 node bench/console-transfer.mjs
import { email, openConsole, openProducts, openSignIn, signInOwner } from './support/chromium.mjs';

let requests = new Map();
const browser = await openConsole((cdp) => {
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    requests.set(requestId, {
      type,
      cached: response.fromDiskCache || response.fromMemoryCache,
      encoding: headers['content-encoding'] ?? 'identity',
      decoded: 0,
      transfer: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = requests.get(requestId);
    if (r) r.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.transfer = encodedDataLength;
  });
});

async function measure(title, load) {
  requests = new Map();
  await load();
  await browser.page.waitForLoadState('networkidle');
  const all = [...requests.values()];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  console.log(`\n${title}`);
  const head = ['files', 'fetched', 'decoded', 'transfer'].map((h, i) => h.padStart(i < 2 ? 8 : 10)).join('');
  console.log(`  ${'type'.padEnd(12)}${head}  content-encoding`);
  // "fetched": requests that went to the server (a 304 revalidation counts; a cache hit does not).
  const row = (label, list) => {
    const encodings = [...new Set(list.filter((r) => !r.cached).map((r) => r.encoding))];
    const sum = (key) => list.reduce((n, r) => n + r[key], 0);
    const counts = [list.length, list.filter((r) => !r.cached).length].map((n) => String(n).padStart(8)).join('');
    console.log(`  ${label.padEnd(12)}${counts}${kb(sum('decoded'))}${kb(sum('transfer'))}  ${encodings.join(', ')}`);
  };
  for (const type of [...new Set(all.map((r) => r.type))].sort()) {
    row(
      type,
      all.filter((r) => r.type === type),
    );
  }
  row('total', all);
}

await measure('Sign-in page (/session/signin), empty cache:', () => openSignIn(browser.page));
await signInOwner(browser.page);
await browser.restartWithEmptyCache();

await measure(`Product list (/product-sections/products) as ${email}, empty cache:`, () => openProducts(browser.page));
await browser.page.goto('about:blank');
await measure('Product list again (repeat visit, warm cache):', () => openProducts(browser.page));

await browser.close();
