import { describe, expect, it } from 'vitest';
import { formOrigin } from '../src/modules/shop/form-guard.js';

const own = 'http://shop.test:8080';

describe('where a shop form came from', () => {
  it('trusts Fetch Metadata first', () => {
    expect(formOrigin({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.test' }, own)).toBe('same');
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(formOrigin({ 'sec-fetch-site': site, origin: own }, own)).toBe('cross');
    }
  });

  it('compares the Origin header when there is no Fetch Metadata', () => {
    expect(formOrigin({ origin: 'http://shop.test:8080' }, own)).toBe('same');
    expect(formOrigin({ origin: 'http://localhost' }, 'http://localhost:80')).toBe('same');
    expect(formOrigin({ origin: 'https://shop.test:8080' }, own)).toBe('cross');
    expect(formOrigin({ origin: 'http://shop.test.evil.test:8080' }, own)).toBe('cross');
    expect(formOrigin({ origin: 'null' }, own)).toBe('cross');
  });

  it('knows nothing when the post says neither', () => {
    expect(formOrigin({}, own)).toBe('unknown');
  });
});
