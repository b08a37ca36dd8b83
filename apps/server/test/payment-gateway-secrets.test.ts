import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS_KEY, open, seal, secretsKeyOf } from '../src/modules/payments/secret-box.js';

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
    expect(() => open(DEVELOPMENT_SECRETS_KEY, sealed, 'store-1:stripe:api')).toThrow();
    expect(() => open(key, sealed, 'store-2:stripe:api')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => open(key, parts.join('.'), 'store-1:stripe:api')).toThrow();
  });
  it('takes a key as hex or base64 of 32 bytes, and refuses another length', () => {
    expect(secretsKeyOf(Buffer.alloc(32, 7).toString('base64')).length).toBe(32);
    expect(secretsKeyOf(undefined)).toBe(DEVELOPMENT_SECRETS_KEY);
    expect(() => secretsKeyOf('short')).toThrow(/32 bytes/);
  });
});
