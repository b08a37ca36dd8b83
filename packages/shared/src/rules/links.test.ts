import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInternalLink, isWebLink } from './links.js';

// The WHATWG parser browsers use (Node's here), to hold the rules against.
const { URL } = globalThis as unknown as {
  URL: new (input: string, base?: string) => { host: string; protocol: string; username: string };
};

describe('isInternalLink', () => {
  it.each(['/', '/sale', '/c/summer-sale?page=2#top', '/a\\b'])('keeps %s', (link) => {
    expect(isInternalLink(link)).toBe(true);
  });

  it.each([
    '',
    'sale',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/ /x',
    '/x\u0000',
    'https://shop.example',
    'javascript:alert(1)',
  ])('refuses %j', (link) => {
    expect(isInternalLink(link)).toBe(false);
  });

  it('never lets through a link a browser resolves to another host', () => {
    const chars = fc.constantFrom('/', '\\', '\t', '\n', ' ', '.', ':', '@', 'a', 'é', '?', '#', '%', '\u0000');
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 12 }), (tail) => {
        const link = `/${tail}`;
        if (isInternalLink(link)) expect(new URL(link, 'https://shop.example').host).toBe('shop.example');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isWebLink', () => {
  it.each([
    'https://shop.example',
    'http://shop.example/about?x=1',
    'HTTPS://Shop.Example:8443/a',
    'https://bücher.example/',
    'http://192.168.1.10:8080/x',
  ])('keeps %s', (link) => {
    expect(isWebLink(link)).toBe(true);
  });

  it.each([
    '',
    'https://',
    'http:///evil.example',
    'https:/\\evil.example',
    'https:shop.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://files.example',
    'mailto:a@example.com',
    '/sale',
    ' https://shop.example',
    'https://shop.example/a b',
    'https://shop.example@evil.example',
    'https://shop.example\\@evil.example',
    'https://sh\u0000op.example',
    'https://-shop.example',
    'https://shop.1',
    'https://shop.example:99999',
    'https://[::1]/',
  ])('refuses %j', (link) => {
    expect(isWebLink(link)).toBe(false);
  });

  it('takes only https when secure', () => {
    expect(isWebLink('http://shop.example', { secure: true })).toBe(false);
    expect(isWebLink('https://shop.example', { secure: true })).toBe(true);
  });

  it('keeps only links a browser reads as an http(s) address of the host they show', () => {
    const chars = fc.constantFrom('/', '\\', ':', '@', '.', 'a', 'b', '1', '-', '?', '#', ' ', '\t', '[', ']');
    fc.assert(
      fc.property(
        fc.constantFrom('http://', 'https://', 'https:/', 'javascript:'),
        fc.string({ unit: chars, maxLength: 14 }),
        (start, rest) => {
          const link = `${start}${rest}`;
          if (!isWebLink(link)) return;
          const url = new URL(link);
          expect(url.protocol).toMatch(/^https?:$/);
          expect(url.username).toBe('');
          expect(url.host).not.toBe('');
          // The host a browser goes to is the one the link shows (bar numeric IPv4 spellings).
          if (!/^[\d.:]+$/.test(url.host))
            expect(link.toLowerCase().startsWith(`${url.protocol}//${url.host}`)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
