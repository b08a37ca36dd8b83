// Issue 35: the platform admin's clients list (/admin/clients) at 100,000 stores, each with its
// owner. Times the list and its count through HTTP (app.inject, in-process) beside the same SQL
// run raw, in the same run. Prints figures; asserts nothing.
//   npx tsx bench/admin-clients.ts                                                     (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/admin-clients.ts   (a throwaway database there)
// Settings: BENCH_STORES (100000), BENCH_RUNS (30), BENCH_WARMUP (3).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { masterAdmins } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { recordFigure } from './support/figures.mjs';
import { openBenchApp } from './support/bench-app.js';

const N = Number(process.env.BENCH_STORES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

const say = (line = '') => process.stdout.write(`${line}\n`);
const p = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const { app, db, kind, close } = await openBenchApp('admin-clients');

try {
  say(`${kind}: seeding ${N.toLocaleString('en')} stores with their owners...`);
  const seedMs = await timed(async () => {
    await db.execute(sql`
      insert into stores (type, category, name, email, sub_domain, base_url, country, company_details, package_id,
                          status, created_at, updated_at)
      select (array['order_based','quot_based','multi_vendor','service_based','estates'])[1 + i % 5], 'clothing',
             'Store ' || i, 'store' || i || '@example.com', 'store-' || i, 'https://store-' || i || '.example.com',
             (array['IN','US','AE','GB'])[1 + i % 4], jsonb_build_object('name', 'Store ' || i),
             (array['pkg_genie_free','pkg_pro_free','pkg_essential','pkg_professional'])[1 + i % 4],
             case when i % 10 = 0 then 'inactive' else 'active' end,
             now() - i * interval '1 minute', now()
      from generate_series(1, ${N}) as i`);
    await db.execute(sql`
      insert into store_users (store_id, role, name, email, password_hash)
      select id, 'admin', 'Owner of ' || name, 'owner-' || sub_domain || '@mail.example', 'x' from stores`);
  });
  say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze stores`);
  await db.execute(sql`analyze store_users`);

  const email = 'bench-admin@example.com';
  await db.insert(masterAdmins).values({ name: 'Bench', email, passwordHash: await hashPassword('bench-admin-pass') });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { email, password: 'bench-admin-pass' },
  });
  const token = (login.json() as { master_token: string }).master_token;
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json();
  };
  const list = (body: Record<string, unknown>) => () => call('POST', '/api/admin/client_list', { limit: 25, ...body });

  // The same rows as the API reads, written by hand: the floor the list's own SQL is measured against.
  const raw =
    (where: string, order = 's.created_at desc, s.id desc') =>
    () =>
      db.execute(
        sql.raw(`select s.*, p.name as package_name, u.name as owner_name, u.email as owner_email
        from stores s join packages p on p.id = s.package_id
        left join store_users u on u.store_id = s.id and u.role = 'admin'
        where ${where} order by ${order} limit 26`),
      );
  // The search as the API writes it: one union of the stores' and the owners' matches, which the
  // trigram indexes answer branch by branch (migration admin_clients_trigram).
  const ownerSearch = (text: string) =>
    `s.id in (select m.id from stores m where m.name ilike '%${text}%' or m.sub_domain ilike '%${text}%' or m.email ilike '%${text}%' union select o.store_id from store_users o where o.role = 'admin' and o.email ilike '%${text}%')`;
  const cases: { name: string; api: () => Promise<unknown>; sql: () => Promise<unknown>; figure: string }[] = [
    { name: 'newest, first page', api: list({}), sql: raw('true'), figure: 'first_page' },
    {
      name: 'by name',
      api: list({ sort: 'name', direction: 'asc' }),
      sql: raw('true', 's.name asc, s.id asc'),
      figure: 'by_name',
    },
    {
      name: 'inactive in AE on Essential',
      api: list({ status: 'inactive', country: 'AE', package_id: 'pkg_essential' }),
      sql: raw(`s.status = 'inactive' and s.country = 'AE' and s.package_id = 'pkg_essential'`),
      figure: 'filtered',
    },
    {
      name: 'search a name (rare)',
      api: list({ search: 'Store 4242' }),
      sql: raw(ownerSearch('Store 4242')),
      figure: 'search_name',
    },
    {
      name: 'search an owner email (one)',
      api: list({ search: 'owner-store-777@' }),
      sql: raw(ownerSearch('owner-store-777@')),
      figure: 'search_owner',
    },
    {
      name: 'count, no filter (capped)',
      api: () => call('GET', '/api/admin/client_list'),
      sql: () => db.execute(sql`select count(*) from (select 1 from stores limit 10001) m`),
      figure: 'count',
    },
  ];
  cases.splice(5, 0, {
    name: 'search a sub-domain (one)',
    api: list({ search: 'store-31337' }),
    sql: raw(ownerSearch('store-31337')),
    figure: 'search_sub_domain',
  });
  const measure = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < WARMUP; i += 1) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await timed(run));
    return times.sort((a, b) => a - b);
  };
  const measureAll = async (which: typeof cases, suffix: string) => {
    const table: Record<string, string | number>[] = [];
    for (const c of which) {
      const api = await measure(c.api);
      const rawTimes = await measure(c.sql);
      const row = {
        query: c.name,
        'API p50': Number(p(api, 0.5).toFixed(2)),
        'API p99': Number(p(api, 0.99).toFixed(2)),
        'raw SQL p50': Number(p(rawTimes, 0.5).toFixed(2)),
      };
      say(
        `  ${row.query}: API p50 ${row['API p50']} ms, p99 ${row['API p99']} ms; raw SQL p50 ${row['raw SQL p50']} ms`,
      );
      table.push(row);
      recordFigure({ key: `admin_clients_${c.figure}${suffix}_p50_ms`, database: kind, value: row['API p50'] });
    }
    return table;
  };
  const trigram = await db.execute(sql`select count(*)::int as n from pg_indexes where indexname like '%_trgm_idx'`);
  const trigramIndexes = Number((trigram as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  say(
    `\nThe clients list at ${N.toLocaleString('en')} stores, ms per call, ${RUNS} runs (${trigramIndexes} trigram indexes):`,
  );
  console.table(await measureAll(cases, ''));

  // The same searches without the trigram indexes (the throwaway database loses them): what a
  // server without pg_trgm does, and what the list did before them.
  if (trigramIndexes > 0) {
    for (const index of [
      'stores_name_trgm_idx',
      'stores_sub_domain_trgm_idx',
      'stores_email_trgm_idx',
      'store_users_owner_email_trgm_idx',
    ])
      await db.execute(sql.raw(`drop index if exists ${index}`));
    say('\nThe searches again without the trigram indexes:');
    console.table(
      await measureAll(
        cases.filter((c) => c.figure.startsWith('search')),
        '_no_trigram',
      ),
    );
  }
} finally {
  await close();
}
