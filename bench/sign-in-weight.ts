// The owner's and a staff member's sign-in (POST /auth/store/login_v2) on a heavy store (50
// features paid for, 20 staff members with every grant, 10 running trials) beside the same
// sign-in on a store fresh from sign-up, in one run and interleaved, so the machine's noise
// falls on both alike. The password check (argon2id) is most of either: the difference is what
// the features, grants and trials add. Prints figures; asserts nothing.
//   npx tsx bench/sign-in-weight.ts
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/sign-in-weight.ts
// Settings: BENCH_SIGNINS (100 of each).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FEATURE_KEYS, SUBUSER_FEATURES } from '@stallfront/shared';
import { storeUsers, trialFeatures } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { openBenchApp } from './support/bench-app.js';
import { recordFigure } from './support/figures.mjs';
import { p50p95, timed } from './support/timing.js';

const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 100);
const PASSWORD = 'correct-horse-battery';
// A key may sit in two feature groups: each once.
const FEATURES = [...new Set(FEATURE_KEYS)];
const bench = await openBenchApp('sign-in-weight');
const { app, db } = bench;

async function signUp(name: string) {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/others/create_store',
    payload: { name, email, password: PASSWORD, type: 'order_based', category: 'clothing', country: 'IN' },
  });
  if (res.statusCode !== 200) throw new Error(`create_store answered ${res.statusCode}: ${res.body}`);
  return { email, storeId: (res.json() as { data: { _id: string } }).data._id };
}

const plain = await signUp('Plain Store');
const heavy = await signUp('Heavy Store');
await db.execute(sql`update stores set paid_features = ${sql.raw(`array[${FEATURES.slice(0, 50).map((k) => `'${k}'`)}]`)}
  where id = ${heavy.storeId}::uuid`);
// Sign-up starts some trials of its own: the heavy store has exactly ten.
await db.delete(trialFeatures).where(eq(trialFeatures.storeId, heavy.storeId));
await db
  .insert(trialFeatures)
  .values(FEATURES.slice(-10).map((name) => ({ storeId: heavy.storeId, name, createdAt: new Date() })));
const passwordHash = await hashPassword(PASSWORD);
const staffEmails = Array.from({ length: 20 }, (_, i) => `staff-${i}-${randomBytes(3).toString('hex')}@example.com`);
await db.insert(storeUsers).values(
  staffEmails.map((email, i) => ({
    storeId: heavy.storeId,
    email,
    name: `Staff ${i}`,
    passwordHash,
    role: 'subuser',
    subuserFeatures: [...SUBUSER_FEATURES],
  })),
);
// The plain store gets one staff member with the default grants, to compare like with like.
const plainStaff = `staff-plain-${randomBytes(3).toString('hex')}@example.com`;
await db.insert(storeUsers).values({
  storeId: plain.storeId,
  email: plainStaff,
  name: 'Plain staff',
  passwordHash,
  role: 'subuser',
  subuserFeatures: ['add_product', 'update_product', 'delete_product'],
});

async function signIn(email: string): Promise<number> {
  return timed(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/store/login_v2',
      payload: { email, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login_v2 answered ${res.statusCode}: ${res.body}`);
  });
}

const cases = {
  'owner, fresh store': plain.email,
  'owner, heavy store': heavy.email,
  'staff, fresh store': plainStaff,
  'staff, heavy store': staffEmails[19] as string,
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (const email of Object.values(cases)) await signIn(email); // warm-up
for (let i = 0; i < SIGNINS; i += 1) {
  for (const [name, email] of Object.entries(cases)) times[name]?.push(await signIn(email));
}

console.log(`sign-in (login_v2), ${SIGNINS} of each, interleaved, ${bench.kind}:`);
for (const [name, list] of Object.entries(times)) console.log(`  ${name.padEnd(20)} ${p50p95(list)}`);
const p50 = (list: number[] = []) => [...list].sort((a, b) => a - b)[Math.ceil(list.length / 2) - 1] ?? 0;
recordFigure({ key: 'signin_heavy_owner_p50_ms', database: bench.kind, value: p50(times['owner, heavy store']) });
recordFigure({ key: 'signin_fresh_owner_p50_ms', database: bench.kind, value: p50(times['owner, fresh store']) });
await bench.close();
