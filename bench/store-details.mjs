// Throughput and latency of GET /api/store/details on a running Stallfront server, beside a
// bare Fastify route measured in the same run on the same machine. Prints figures; asserts nothing.
//   npm start                        (in one terminal)
//   node bench/store-details.mjs     (in another; BENCH_URL, BENCH_SECONDS, BENCH_CONNECTIONS to change)
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const autocannon = require('autocannon');
const Fastify = require('fastify');

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function signIn() {
  const res = await fetch(`${base}/api/auth/store/login_v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@urban-threads.demo', password: 'stallfront-demo' }),
  });
  if (!res.ok) throw new Error(`sign-in to ${base} failed (${res.status}); is the server running with demo data?`);
  return (await res.json()).store_token;
}

async function startBareServer(body) {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

function measure(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, duration, connections }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const row = (name, r) => ({
  target: name,
  'req/s (mean)': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  '2xx': r['2xx'],
  'non-2xx': r.non2xx,
});

const token = await signIn();
const details = await (
  await fetch(`${base}/api/store/details`, { headers: { authorization: `Bearer ${token}` } })
).json();
const bare = await startBareServer(details);
try {
  const { port } = bare.server.address();
  process.stdout.write(`Measuring ${duration}s each with ${connections} connections...\n`);
  const real = await measure(`${base}/api/store/details`, { authorization: `Bearer ${token}` });
  const baseline = await measure(`http://127.0.0.1:${port}/bare`, {});
  console.table([row('GET /api/store/details', real), row('bare Fastify route, same JSON', baseline)]);
  const ratio = baseline.requests.average / Math.max(real.requests.average, 1);
  process.stdout.write(`The bare route serves ${ratio.toFixed(1)}x the requests per second of /api/store/details.\n`);
} finally {
  await bare.close();
}
