import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test-storage';
import { clearStorage, STORAGE_KEYS } from './storage-keys';

describe('clearing storage on sign-out', () => {
  it('keeps the app token, the country list, the theme, the order sound and the sign-in page, and drops everything else', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem(STORAGE_KEYS.session, 'sealed');
    local.setItem(STORAGE_KEYS.appToken, 'push-token');
    local.setItem(STORAGE_KEYS.countryList, '[]');
    local.setItem(STORAGE_KEYS.darkSwitch, 'on');
    local.setItem(STORAGE_KEYS.orderSound, 'off');
    local.setItem(STORAGE_KEYS.signInPage, '/vendor/signin/bazaar-central');
    local.setItem('anything_else', 'x');
    session.setItem('redirect_path', '/orders');

    clearStorage(local, session);

    expect(local.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(local.getItem('anything_else')).toBeNull();
    expect(session.length).toBe(0);
    expect(local.getItem(STORAGE_KEYS.appToken)).toBe('push-token');
    expect(local.getItem(STORAGE_KEYS.countryList)).toBe('[]');
    expect(local.getItem(STORAGE_KEYS.darkSwitch)).toBe('on');
    expect(local.getItem(STORAGE_KEYS.orderSound)).toBe('off');
    expect(local.getItem(STORAGE_KEYS.signInPage)).toBe('/vendor/signin/bazaar-central');
  });
});
