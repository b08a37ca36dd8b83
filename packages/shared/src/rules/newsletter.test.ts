import { describe, expect, it } from 'vitest';
import { batchStartMs, campaignEditable, stateAfterImport, stateAfterSignUp } from './newsletter.js';

describe('newsletter rules', () => {
  it('a sign-up waits for its confirmation unless the address is confirmed already', () => {
    expect(stateAfterSignUp(null, false)).toBe('pending');
    expect(stateAfterSignUp('unsubscribed', false)).toBe('pending');
    expect(stateAfterSignUp('pending', false)).toBe('pending');
    expect(stateAfterSignUp('subscribed', false)).toBe('subscribed');
    expect(stateAfterSignUp(null, true)).toBe('subscribed');
    expect(stateAfterSignUp('unsubscribed', true)).toBe('subscribed');
  });

  it('an import never subscribes again someone who left', () => {
    expect(stateAfterImport(null, undefined)).toBe('subscribed');
    expect(stateAfterImport(null, 'pending')).toBe('pending');
    expect(stateAfterImport('pending', undefined)).toBe('pending');
    expect(stateAfterImport('unsubscribed', 'subscribed')).toBe('unsubscribed');
    expect(stateAfterImport('subscribed', 'unsubscribed')).toBe('unsubscribed');
  });

  it('batches are spaced so the rate holds', () => {
    expect(batchStartMs(0, 100, 50)).toBe(0);
    expect(batchStartMs(1, 100, 50)).toBe(2000);
    expect(batchStartMs(3, 100, 1000)).toBe(300);
    expect(batchStartMs(5, 100, 0)).toBe(0);
  });

  it('only drafts and scheduled campaigns change', () => {
    expect(campaignEditable('draft')).toBe(true);
    expect(campaignEditable('scheduled')).toBe(true);
    expect(campaignEditable('sending')).toBe(false);
    expect(campaignEditable('sent')).toBe(false);
  });
});
