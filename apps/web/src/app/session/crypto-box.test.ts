import { describe, expect, it } from 'vitest';
import { cryptoBox, newSessionKey } from './crypto-box';

describe('the session crypto box', () => {
  it('gives back what it sealed, and no plain text shows in the sealed form', async () => {
    const box = cryptoBox(await newSessionKey());
    const session = { store: { email: 'owner@urban-threads.demo', token: 'secret-token' } };
    const sealed = await box.seal(session);
    expect(sealed).not.toContain('owner@urban-threads.demo');
    expect(atob(sealed)).not.toContain('secret-token');
    expect(await box.open(sealed)).toEqual(session);
  });

  it('uses a fresh IV each time', async () => {
    const box = cryptoBox(await newSessionKey());
    expect(await box.seal({ a: 1 })).not.toBe(await box.seal({ a: 1 }));
  });

  it('refuses a sealed value that was altered or sealed under another key', async () => {
    const box = cryptoBox(await newSessionKey());
    const sealed = await box.seal({ a: 1 });
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    await expect(box.open(btoa(String.fromCharCode(...bytes)))).rejects.toThrow();
    await expect(cryptoBox(await newSessionKey()).open(sealed)).rejects.toThrow();
  });
});
