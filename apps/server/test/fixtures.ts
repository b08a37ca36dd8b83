import type { CreateStoreBody } from '@stallfront/shared';
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
