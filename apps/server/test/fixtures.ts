import { randomUUID } from 'node:crypto';
import type { CreateStoreBody } from '@stallfront/shared';
import { branches, storeUsers, vendors } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import type { TestApp } from './harness.js';

let counter = 0;

/** A valid sign-up body with a unique email; override any field. */
export function signupBody(overrides: Partial<CreateStoreBody> = {}): CreateStoreBody {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Test Store ${tag}`,
    email: `owner-${tag}@example.com`,
    password: 'correct-horse-battery',
    type: 'order_based',
    category: 'clothing',
    country: 'IN',
    ...overrides,
  };
}

/** Signs up a store through the API and returns its owner's token and session. */
export async function signUpStore(t: TestApp, overrides: Partial<CreateStoreBody> = {}) {
  const body = signupBody(overrides);
  const res = await t.call('POST', '/api/others/create_store', body);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return { body, token: res.body.store_token as string, session: res.body };
}

/** A valid new product; override any field. */
export function productBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`.toUpperCase();
  return {
    name: `Cotton Tee ${tag}`,
    sku: `TEE-${tag}`,
    slug: `cotton-tee-${tag.toLowerCase()}`,
    price: 49900,
    stock: 12,
    ...overrides,
  };
}

/** Signs a demo user in: owners, staff and branches by email; vendors also name their store. */
export async function demoToken(t: TestApp, email: string, password: string, storeId?: string): Promise<string> {
  const path = storeId
    ? '/api/auth/store/vendor_login'
    : email.includes('nagar@')
      ? '/api/auth/store/branch_login'
      : '/api/auth/store/login_v2';
  const res = await t.call('POST', path, { email, password, ...(storeId ? { store_id: storeId } : {}) });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(res.body)}`);
  return res.body.store_token as string;
}

const MEMBER_PASSWORD = 'member-test-pass';
let memberHash: Promise<string> | undefined;

/** Adds a staff account, vendor or branch to a store and signs it in through the API. */
export async function memberToken(
  t: TestApp,
  storeId: string,
  kind: 'staff' | 'vendor' | 'branch',
  features: string[] = [],
): Promise<string> {
  memberHash ??= hashPassword(MEMBER_PASSWORD);
  const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
  const common = { storeId, email, passwordHash: await memberHash, name: `Test ${kind}` };
  if (kind === 'staff')
    await t.app.ctx.db.insert(storeUsers).values({ ...common, role: 'subuser', subuserFeatures: features });
  if (kind === 'vendor')
    await t.app.ctx.db.insert(vendors).values({ ...common, companyName: 'Vendor Co', vendorFeatures: features });
  if (kind === 'branch') await t.app.ctx.db.insert(branches).values(common);
  const path = { staff: 'login_v2', vendor: 'vendor_login', branch: 'branch_login' }[kind];
  const res = await t.call('POST', `/api/auth/store/${path}`, { store_id: storeId, email, password: MEMBER_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${kind} failed: ${JSON.stringify(res.body)}`);
  return res.body.store_token as string;
}
