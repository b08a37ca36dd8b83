import { describe, expect, it } from 'vitest';
import {
  checkRecords,
  domainProblem,
  expectedRecords,
  isIpAddress,
  normaliseDomain,
  renewalDue,
  verifyRecordValue,
} from './domains.js';

const PLATFORM = ['stallfront.site', 'app.stallfront.com'];

describe('normaliseDomain', () => {
  it.each([
    ['  Shop.Example.COM ', 'shop.example.com'],
    ['https://shop.example.com/products?x=1', 'shop.example.com'],
    ['shop.example.com.', 'shop.example.com'],
    ['shop.example.com:8443', 'shop.example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
  ])('%s is kept as %s', (typed, kept) => {
    expect(normaliseDomain(typed)).toBe(kept);
  });
});

describe('domainProblem', () => {
  it.each(['shop.example.com', 'example.co.uk', 'a-b.example', 'xn--bcher-kva.example', 'my.stallfront.site.example'])(
    '%s may be connected',
    (domain) => {
      expect(domainProblem(domain, PLATFORM)).toBeNull();
    },
  );

  it.each([
    ['', /Enter your domain/],
    ['127.0.0.1', /not an IP address/],
    ['[::1]', /not an IP address/],
    ['2001:db8::1', /not an IP address/],
    ['example', /whole domain/],
    ['-shop.example.com', /letters, digits and hyphens/],
    ['shop_1.example.com', /letters, digits and hyphens/],
    ['shop..example.com', /letters, digits and hyphens/],
    [`${'a'.repeat(64)}.example.com`, /letters, digits and hyphens/],
    ['shop.example.123', /valid ending/],
    ['shop.localhost', /local name/],
    ['stallfront.site', /our own address/],
    ['urban.stallfront.site', /our own address/],
    ['app.stallfront.com', /our own address/],
    [`${'abc.'.repeat(64)}com`, /253 characters/],
  ])('%s is refused', (domain, message) => {
    expect(domainProblem(domain, PLATFORM)).toMatch(message);
  });

  it('tells IP addresses apart from names', () => {
    expect(isIpAddress('10.0.0.1')).toBe(true);
    expect(isIpAddress('10.0.0.1.example')).toBe(false);
  });
});

describe('expectedRecords', () => {
  const target = { host: 'shops.stallfront.site', ipv4: '203.0.113.7' };

  it('asks a subdomain for a CNAME (or the A record) and the TXT token', () => {
    expect(expectedRecords('shop.example.com', 'tok', target)).toEqual([
      { type: 'CNAME', name: 'shop.example.com', value: 'shops.stallfront.site', purpose: 'routing' },
      { type: 'A', name: 'shop.example.com', value: '203.0.113.7', purpose: 'routing' },
      {
        type: 'TXT',
        name: '_stallfront-verify.shop.example.com',
        value: 'stallfront-verify=tok',
        purpose: 'verification',
      },
    ]);
  });

  it('asks a bare domain for an A record, which may not be a CNAME', () => {
    expect(expectedRecords('example.com', 'tok', target).map((r) => r.type)).toEqual(['A', 'TXT']);
  });

  it('falls back to the CNAME when the platform has no fixed address', () => {
    expect(expectedRecords('example.com', 'tok', { host: 'shops.stallfront.site', ipv4: null })[0]?.type).toBe('CNAME');
  });
});

describe('checkRecords', () => {
  const expected = expectedRecords('shop.example.com', 'tok', { host: 'shops.stallfront.site', ipv4: '203.0.113.7' });

  it('is not verified while nothing answers', () => {
    const check = checkRecords(expected, { cname: [], a: [], txt: [] });
    expect(check.verified).toBe(false);
    expect(check.records.every((r) => !r.ok)).toBe(true);
  });

  it('needs the token as well as the routing record', () => {
    expect(checkRecords(expected, { cname: ['shops.stallfront.site.'], a: [], txt: ['other'] }).verified).toBe(false);
    expect(checkRecords(expected, { cname: [], a: [], txt: [verifyRecordValue('tok')] }).verified).toBe(false);
  });

  it('passes with the CNAME (trailing dot and case aside) and the TXT record', () => {
    const check = checkRecords(expected, { cname: ['Shops.Stallfront.site.'], a: [], txt: [verifyRecordValue('tok')] });
    expect(check.verified).toBe(true);
    expect(check.records.map((r) => r.ok)).toEqual([true, false, true]);
  });

  it('passes with the A record instead of the CNAME, and shows what was found', () => {
    const check = checkRecords(expected, {
      cname: [],
      a: ['198.51.100.1', '203.0.113.7'],
      txt: [verifyRecordValue('tok')],
    });
    expect(check.verified).toBe(true);
    expect(check.records[1]).toMatchObject({ ok: true, found: ['198.51.100.1', '203.0.113.7'] });
  });

  it('refuses an A record pointing elsewhere and a token of another store', () => {
    const check = checkRecords(expected, { cname: [], a: ['198.51.100.1'], txt: [verifyRecordValue('theirs')] });
    expect(check.verified).toBe(false);
  });
});

describe('renewalDue', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('renews within 30 days of the end, not before', () => {
    expect(renewalDue(new Date('2026-06-30T00:00:00Z'), now)).toBe(true);
    expect(renewalDue(new Date('2026-08-30T00:00:00Z'), now)).toBe(false);
  });
});
