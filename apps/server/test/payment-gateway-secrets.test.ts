import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../src/db/schema/index.js';
import {
  LEGACY_DEVELOPMENT_KEY,
  open,
  openWithAny,
  paymentSecretsKey,
  seal,
  secretsKeyOf,
} from '../src/modules/payments/secret-box.js';
import { startTestApp, type TestApp } from './harness.js';

describe('secret box', () => {
  const key = secretsKeyOf('11'.repeat(32));
  it('opens what it sealed, and never shows the secret in the sealed text', () => {
    const sealed = seal(key, 'sk_test_abcdefghijkl1234', 'store-1:stripe:api');
    expect(sealed).not.toContain('sk_test');
    expect(sealed).not.toBe(seal(key, 'sk_test_abcdefghijkl1234', 'store-1:stripe:api'));
    expect(open(key, sealed, 'store-1:stripe:api')).toBe('sk_test_abcdefghijkl1234');
  });
  it('refuses another key, another context or a changed text', () => {
    const sealed = seal(key, 'secret', 'store-1:stripe:api');
    expect(() => open(LEGACY_DEVELOPMENT_KEY, sealed, 'store-1:stripe:api')).toThrow();
    expect(() => open(key, sealed, 'store-2:stripe:api')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => open(key, parts.join('.'), 'store-1:stripe:api')).toThrow();
  });
  it('takes a key as hex or base64 of 32 bytes, and refuses another length', () => {
    expect(secretsKeyOf(Buffer.alloc(32, 7).toString('base64')).length).toBe(32);
    expect(() => secretsKeyOf('short')).toThrow(/32 bytes/);
  });
});

describe('without PAYMENT_SECRETS_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('seals with a key kept in the database (so the same on every node), not the public one', async () => {
    const kept = await paymentSecretsKey(t.app.ctx.db, undefined)();
    const [row] = await t.app.ctx.db.select().from(appSecrets).where(eq(appSecrets.name, 'payment-secrets'));
    expect(row?.value).toMatch(/^[\w-]{43}$/);
    expect(
      kept.equals(
        createHash('sha256')
          .update(row?.value ?? '')
          .digest(),
      ),
    ).toBe(true);
    expect(kept.equals(LEGACY_DEVELOPMENT_KEY)).toBe(false);
  });

  it('still opens a secret sealed with the old public key, and names no secret when nothing opens it', async () => {
    const kept = await paymentSecretsKey(t.app.ctx.db, undefined)();
    const old = seal(LEGACY_DEVELOPMENT_KEY, 'sk_test_old', 'store-1:stripe:apiSecret');
    expect(openWithAny([kept, LEGACY_DEVELOPMENT_KEY], old, 'store-1:stripe:apiSecret')).toBe('sk_test_old');
    expect(() => openWithAny([kept], old, 'store-1:stripe:apiSecret')).toThrow(/unable to authenticate|bad decrypt/i);
  });

  it('uses PAYMENT_SECRETS_KEY when it is set', async () => {
    const configured = await paymentSecretsKey(t.app.ctx.db, '22'.repeat(32))();
    expect(configured.equals(Buffer.alloc(32, 0x22))).toBe(true);
  });
});
