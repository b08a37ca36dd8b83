import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MASTER, DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import {
  branches,
  bulkUploads,
  catalogs,
  navigationSections,
  navigations,
  productReviews,
  products,
  vendors,
} from '../src/db/schema/index.js';
import { demoToken, memberToken } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

/**
 * Every operation of the published OpenAPI document, as every kind of caller, with bodies and
 * queries drawn from the operation's own schema and spoiled with junk: no answer may be a 5xx.
 * A run sends about FUZZ_BUDGET requests (12,000) spread evenly over every operation and caller
 * (at least 3 each), so the run's length stays put as the API grows; each run draws with a new
 * seed, so runs together cover more. FUZZ_RUNS sets the requests per operation and caller
 * instead, FUZZ_SEED replays a run, FUZZ_LOG_LEVEL=error shows the server's side of a 5xx and
 * FUZZ_STATS=1 the answers per operation.
 */
const BUDGET = Number(process.env.FUZZ_BUDGET ?? 12_000);
const runsPer = (operations: number, callers: number) =>
  Number(process.env.FUZZ_RUNS ?? Math.max(3, Math.floor(BUDGET / (operations * callers))));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

interface Schema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

let t: TestApp;
/** Ids of real rows of the callers' stores, by table: the field's name picks the table. */
const pools = new Map<string, string[]>();
const anyId = () => [...pools.values()].flat();
const roles: [string, string | undefined][] = [];

async function column(query: string): Promise<string[]> {
  const result = (await t.app.ctx.db.execute(sql.raw(query))) as { rows: { v: string }[] };
  return result.rows.map((r) => r.v);
}

beforeAll(async () => {
  t = await startDemoApp({ LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
  const storeId = async (sub: string) =>
    (await column(`select id::text as v from stores where sub_domain = '${sub}'`))[0];
  const urban = await storeId('urban-threads');
  const bazaar = await storeId('bazaar-central');
  const fresh = await storeId('fresh-basket');
  const admin = await t.call('POST', '/api/auth/admin/login', { email: DEMO_MASTER.email, password: DEMO_PASSWORD });
  roles.push(
    ['owner', await demoToken(t, 'owner@urban-threads.demo', DEMO_PASSWORD)],
    ['staff without grants', await memberToken(t, urban as string, 'staff')],
    ['staff with product grants', await demoToken(t, 'staff@urban-threads.demo', DEMO_PASSWORD)],
    ['vendor', await demoToken(t, 'vendor1@bazaar-central.demo', DEMO_PASSWORD, bazaar)],
    ['expired vendor', await demoToken(t, 'vendor2@bazaar-central.demo', DEMO_PASSWORD, bazaar)],
    ['branch', await demoToken(t, 'tnagar@fresh-basket.demo', DEMO_PASSWORD)],
    ['master admin', admin.body.master_token as string],
    ['no token', undefined],
  );
  // Real ids make the calls reach past "not found" into the code that does the work.
  const ours = `store_id in ('${urban}', '${bazaar}', '${fresh}')`;
  const tables = { product: products, catalog: catalogs, navigation: navigations, section: navigationSections };
  const members = { vendor: vendors, branch: branches, review: productReviews, bulk: bulkUploads };
  for (const [name, table] of Object.entries({ ...tables, ...members })) {
    pools.set(name, await column(`select id::text as v from ${getTableName(table)} where ${ours} limit 30`));
  }
  pools.set('store', [urban, bazaar, fresh] as string[]);
});
afterAll(() => t?.close());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const JUNK: unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\ud800',
  '\u202e',
  '𝕏'.repeat(300),
  'x'.repeat(5000),
  0,
  -1,
  1.5,
  1e300,
  -1e300,
  2 ** 31,
  2 ** 53 + 2,
  9.3e18,
  true,
  [],
  {},
  [null],
  { $gt: '' },
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'javascript:alert(1)',
  '//evil.example',
  '2026-02-30T25:61:00Z',
];

const cursor = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...JUNK),
      fc.jsonValue(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
    fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom(...JUNK)),
  )
  .map(base64url);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...JUNK) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.maxSafeInteger()) },
  { weight: 1, arbitrary: cursor },
);

/** Values a field's name suggests, where its schema cannot say (refinements do not reach OpenAPI). */
function byName(key: string): fc.Arbitrary<unknown> | undefined {
  if (key === 'email') {
    return fc.oneof(
      fc.constantFrom('owner@urban-threads.demo', 'vendor1@bazaar-central.demo', 'tnagar@fresh-basket.demo'),
      fc.stringMatching(/^[a-z0-9]{1,12}@[a-z]{1,12}\.(?:com|example)$/),
    );
  }
  if (/password/.test(key)) return fc.oneof(fc.constant(DEMO_PASSWORD), fc.string({ minLength: 8, maxLength: 30 }));
  if (key === 'cursor') return cursor;
  if (/rate$/.test(key)) return fc.integer({ min: 0, max: 100 });
  if (key === 'slug') return fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,3}$/);
  if (key === 'link') return fc.constantFrom('/', '/sale', 'https://shop.example/x', '//evil.example', '/\\x');
  if (/url|image|website|vendor_bg|endpoint/.test(key)) {
    return fc.constantFrom('/media/x.webp', 'https://img.example/a.png', 'https://shop.example/about', 'data:,x');
  }
  return undefined;
}

function clampInt(n: number | undefined, fallback: number) {
  return n === undefined ? fallback : Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.trunc(n)));
}

function stringFor(s: Schema, key: string): fc.Arbitrary<unknown> {
  const named = byName(key);
  if (named) return named;
  if (s.format === 'uuid') {
    const pool = [...pools].find(([table]) => key.includes(table))?.[1] ?? anyId();
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...pool, ...anyId()) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri') return fc.webUrl();
  const maxLength = Math.min(s.maxLength ?? 40, 60);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  // Text fields' pattern only refuses control characters: any text without them will do.
  if (s.pattern && !s.pattern.includes('{Cc}')) return fc.stringMatching(new RegExp(s.pattern));
  const text = fc.string({ minLength, maxLength, unit: 'grapheme' });
  return s.pattern ? text.map((v) => v.replace(/\p{Cc}/gu, '')).filter((v) => v.trim().length >= minLength) : text;
}

/**
 * How a value is made: as the schema says, with junk for parts of it one time in ten (at every
 * level, deep fields too), or as the schema says but with control characters put into texts.
 */
type Mode = 'clean' | 'junk' | 'controls';

const controlChar = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\t', '\n') },
);
const withControls = (text: fc.Arbitrary<unknown>) =>
  fc
    .tuple(text, controlChar, fc.nat())
    .map(([v, c, at]) =>
      typeof v === 'string' ? v.slice(0, at % (v.length + 1)) + c + v.slice(at % (v.length + 1)) : v,
    );

/** A value that meets the schema as far as OpenAPI tells, made in the given mode. */
function valid(s: Schema, key: string, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  let arb: fc.Arbitrary<unknown>;
  if (s.anyOf) arb = fc.oneof(...s.anyOf.map((x) => value(x, key, depth, mode)));
  else if (s.enum?.length) arb = fc.constantFrom(...s.enum);
  else if (s.type === 'string') arb = mode === 'controls' ? withControls(stringFor(s, key)) : stringFor(s, key);
  else if (s.type === 'integer') {
    const min = clampInt(s.minimum, -1000);
    const bounds = [s.minimum, s.maximum].filter((n) => n !== undefined);
    arb = fc.oneof(
      fc.integer({ min, max: Math.max(min, clampInt(s.maximum, 100_000)) }),
      fc.constantFrom(...bounds, 0),
    );
  } else if (s.type === 'number') {
    arb = fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
  } else if (s.type === 'boolean') arb = fc.boolean();
  else if (s.type === 'array') {
    const maxLength = Math.min(s.maxItems ?? 3, 3);
    const item = value(s.items ?? {}, key, depth + 1, mode);
    const items = fc.array(item, { minLength: Math.min(s.minItems ?? 0, maxLength), maxLength });
    arb = s.minItems ? items : fc.oneof(fc.constant([]), items);
  } else if (s.type === 'object') arb = objectFor(s, depth, mode);
  else arb = fc.jsonValue({ maxDepth: 2 });
  return s.nullable ? fc.option(arb, { nil: null, freq: 6 }) : arb;
}

function objectFor(s: Schema, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, value(p, k, depth + 1, mode)]));
  const known = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
  const extra =
    typeof s.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 20 }), value(s.additionalProperties, 'extra', depth + 1, mode), {
          maxKeys: 4,
        })
      : mode === 'junk'
        ? fc.oneof(
            { weight: 9, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: fc.dictionary(fc.string(), junk) },
          )
        : fc.constant({});
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

function value(s: Schema, key: string, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  if (depth > 5) return mode === 'junk' ? junk : fc.constant(null);
  if (mode !== 'junk') return valid(s, key, depth, mode);
  return fc.oneof({ weight: 9, arbitrary: valid(s, key, depth, mode) }, { weight: 1, arbitrary: junk });
}

/** A path segment; a lone surrogate goes as the bytes it would be, which are not UTF-8. */
const inPath = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function requestsFor(op: Operation): fc.Arbitrary<Sent> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(
      ...pathParams.map(() =>
        fc.oneof(fc.constantFrom(...anyId()), fc.uuid(), fc.constantFrom(...JUNK).map(asQueryValue)),
      ),
    )
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, inPath(String(values[i]))), op.path));
  const query = fc
    .tuple(
      fc.constantFrom<Mode>('clean', 'junk', 'controls').chain((mode) =>
        fc.record(Object.fromEntries(queryParams.map((p) => [p.name, value(p.schema, p.name, 0, mode)])), {
          requiredKeys: [],
        }),
      ),
      fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.string(), junk) }),
    )
    .map(([known, extra]) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...extra, ...known })) {
        for (const item of Array.isArray(v) ? v : [v]) search.append(k, asQueryValue(item));
      }
      return search.size ? `?${search}` : '';
    });
  const schema = op.requestBody?.content['application/json']?.schema;
  const body = schema
    ? fc.oneof(
        { weight: 6, arbitrary: value(schema, 'body', 0, 'junk') },
        { weight: 5, arbitrary: value(schema, 'body', 0, 'clean') },
        { weight: 5, arbitrary: value(schema, 'body', 0, 'controls') },
        { weight: 2, arbitrary: fc.jsonValue() },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  return fc.record({ path, query, body }).map(({ path, query, body }) => ({
    method: op.method,
    url: `${path}${query}`,
    ...(body === undefined ? {} : { body }),
  }));
}

/** Calls that end the caller's session go last, so every other call runs signed in. */
const endsSession = (op: Operation) => /\/(logout|change_pwd|sign_out_others)$/.test(op.path);
/** Upload calls publish no JSON body: they take multipart only, so JSON must get a 4xx. */
const isUpload = (op: Operation) => op.method !== 'GET' && !op.requestBody && !endsSession(op);

describe('every operation of the OpenAPI document, as every caller, with schema-made junk', () => {
  // The budget's requests one after another: fifteen minutes on a busy machine is no hang.
  it('never answers 5xx', { timeout: 900_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
    const operations: Operation[] = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
      )
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    expect(operations.length).toBeGreaterThan(50);
    const runs = runsPer(operations.length, roles.length);

    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const statuses = new Map<string, Record<number, number>>();
    for (const [index, op] of operations.entries()) {
      const samples = fc.sample(requestsFor(op), { numRuns: runs * roles.length, seed: SEED + index });
      for (const [n, request] of samples.entries()) {
        const [role, token] = roles[n % roles.length] as [string, string | undefined];
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          ...('body' in request ? { payload: JSON.stringify(request.body) } : {}),
          headers: {
            ...('body' in request ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        sent += 1;
        const seen = statuses.get(`${op.method} ${op.path}`) ?? {};
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
        statuses.set(`${op.method} ${op.path}`, seen);
        if (res.statusCode >= 500 || (isUpload(op) && res.statusCode < 400)) {
          serverErrors += res.statusCode >= 500 ? 1 : 0;
          const body = JSON.stringify(request.body)?.slice(0, 600);
          failures.push(
            `${res.statusCode} ${request.method} ${request.url} as ${role}: ${body} -> ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    if (process.env.FUZZ_STATS) for (const [op, seen] of statuses) console.log(op, JSON.stringify(seen));
    console.log(
      `openapi fuzz: ${operations.length} operations x ${roles.length} roles x ${runs}, ${sent} requests, ${serverErrors} 5xx (seed ${SEED})`,
    );
    expect(failures).toEqual([]);
  });
});
