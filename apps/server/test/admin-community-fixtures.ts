import { expect } from 'vitest';
import { memberToken, signUpStore } from './fixtures.js';
import type { TestApp } from './harness.js';

type Call = [method: 'GET' | 'POST', url: string, body?: unknown];

/** Store, vendor and branch tokens (and none) are each refused by every one of these admin calls. */
export async function expectAdminOnly(t: TestApp, calls: Call[]): Promise<void> {
  const store = await signUpStore(t);
  const storeId = store.session.data._id;
  const tokens = {
    owner: store.token,
    staff: await memberToken(t, storeId, 'staff'),
    vendor: await memberToken(t, storeId, 'vendor'),
    branch: await memberToken(t, storeId, 'branch'),
    none: undefined,
  };
  for (const [method, url, body] of calls) {
    for (const [who, token] of Object.entries(tokens)) {
      const res = await t.call(method, url, body, token);
      expect([401, 403], `${who} ${method} ${url}`).toContain(res.statusCode);
    }
  }
}
