import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-storage';
import { STORAGE_KEYS } from './storage-keys';

const replace = vi.fn();
const local = new MemoryStorage();

/** A fresh page: the module's once-per-page state starts over. */
async function openPage() {
  vi.resetModules();
  return import('./leave-for-sign-in');
}

beforeEach(() => {
  replace.mockReset();
  local.setItem(STORAGE_KEYS.session, 'sealed');
  vi.stubGlobal('window', { location: { replace } });
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

describe('leaving for a sign-in page', () => {
  it('signs out on this device and loads the sign-in page once, however many ask', async () => {
    const { leaveForSignIn, loadSignInDocument } = await openPage();
    leaveForSignIn('/auth/sign-in'); // the socket heard the session end
    leaveForSignIn('/auth/sign-in'); // the sign-out's own leave, after its call
    loadSignInDocument('/auth/sign-in'); // the guard set off by the ended session

    expect(local.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/auth/sign-in');
  });

  it('keeps the session when the page only loads a sign-in page', async () => {
    const { loadSignInDocument } = await openPage();
    loadSignInDocument('/admin/sign-in');

    expect(local.getItem(STORAGE_KEYS.session)).toBe('sealed');
    expect(replace).toHaveBeenCalledWith('/admin/sign-in');
  });
});
