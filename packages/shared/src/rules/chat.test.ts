import { describe, expect, it } from 'vitest';
import {
  CHAT_IMAGE_TOO_LARGE,
  chatImageCheck,
  chatLines,
  withoutBidiControls,
  enterAction,
  hasSupportChat,
  isSendable,
  olderPage,
} from './chat.js';

describe('support chat rules', () => {
  it('gives the chat to an active store’s owner only', () => {
    expect(hasSupportChat({ loginType: 'admin', storeStatus: 'active' })).toBe(true);
    expect(hasSupportChat({ loginType: 'admin', storeStatus: 'inactive' })).toBe(false);
    for (const loginType of ['subuser', 'vendor', 'branch', 'master']) {
      expect(hasSupportChat({ loginType, storeStatus: 'active' })).toBe(false);
    }
  });

  it('ignores other image types and refuses images over 1024 KB with the spec’s words', () => {
    expect(chatImageCheck({ type: 'image/png', size: 1024 * 1024 })).toBe('ok');
    expect(chatImageCheck({ type: 'image/webp', size: 10 })).toBe('ok');
    expect(chatImageCheck({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe(CHAT_IMAGE_TOO_LARGE);
    expect(chatImageCheck({ type: 'image/gif', size: 10 })).toBe('ignore');
    expect(CHAT_IMAGE_TOO_LARGE).toBe('Accept file size upto 1 MB');
  });

  it('sends no blank text, but an image without a caption', () => {
    expect(isSendable('  \n ', false)).toBe(false);
    expect(isSendable('', true)).toBe(true);
    expect(isSendable('hi', false)).toBe(true);
  });

  it('sends on Enter and breaks the line on Shift+Enter', () => {
    expect(enterAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(enterAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(enterAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBeNull();
    expect(enterAction({ key: 'a', shiftKey: false })).toBeNull();
  });

  it('keeps every line break', () => {
    expect(chatLines('one\ntwo\r\nthree\n')).toEqual(['one', 'two', 'three', '']);
  });

  it('asks for an older page of 30 only while the total exceeds what is loaded', () => {
    expect(olderPage(30, 100)).toEqual({ skip: 30, limit: 30 });
    expect(olderPage(90, 100)).toEqual({ skip: 90, limit: 30 });
    expect(olderPage(100, 100)).toBeNull();
  });
});

describe('withoutBidiControls', () => {
  it('drops embeddings, overrides and isolates, and keeps every other character', () => {
    expect(withoutBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe('abcdefghij');
    expect(withoutBidiControls('שלום, hello · مرحبا\n')).toBe('שלום, hello · مرحبا\n');
  });
});
