import { describe, expect, it } from 'vitest';
import { quoteActions, quoteExpired, quoteMove, type QuoteStatus } from './quotes.js';

const at = (status: QuoteStatus, expired = false) => ({ status, expired });

describe('quote moves', () => {
  it('live → replied when the prices are sent', () => {
    expect(quoteMove(at('live'), 'reply')).toEqual({ ok: true, to: 'replied', same: false });
  });
  it('replied → replied when the prices are revised', () => {
    expect(quoteMove(at('replied'), 'reply')).toEqual({ ok: true, to: 'replied', same: false });
  });
  it('replied → confirmed while the prices hold', () => {
    expect(quoteMove(at('replied'), 'confirm')).toEqual({ ok: true, to: 'confirmed', same: false });
  });
  it('replied → confirmed is refused once the prices expired', () => {
    expect(quoteMove(at('replied', true), 'confirm')).toEqual({
      ok: false,
      message: 'The quoted prices have expired; reply with a new validity date first.',
    });
  });
  it('an expired reply may be revised', () => {
    expect(quoteMove(at('replied', true), 'reply')).toMatchObject({ ok: true, to: 'replied' });
  });
  it('live → confirmed is refused: there are no prices yet', () => {
    expect(quoteMove(at('live'), 'confirm')).toMatchObject({ ok: false, message: /Reply with your prices/ });
  });
  it('live → cancelled and replied → cancelled', () => {
    expect(quoteMove(at('live'), 'cancel')).toEqual({ ok: true, to: 'cancelled', same: false });
    expect(quoteMove(at('replied'), 'cancel')).toEqual({ ok: true, to: 'cancelled', same: false });
  });
  it('cancelled → cancelled changes nothing', () => {
    expect(quoteMove(at('cancelled'), 'cancel')).toEqual({ ok: true, to: 'cancelled', same: true });
  });
  it('a cancelled quote is neither answered nor confirmed', () => {
    expect(quoteMove(at('cancelled'), 'reply')).toMatchObject({ ok: false, message: 'This quote was cancelled.' });
    expect(quoteMove(at('cancelled'), 'confirm')).toMatchObject({ ok: false });
  });
  it('a confirmed quote is final: the order carries on', () => {
    expect(quoteMove(at('confirmed'), 'cancel')).toMatchObject({ ok: false, message: /cancel the order instead/ });
    expect(quoteMove(at('confirmed'), 'reply')).toMatchObject({ ok: false });
    expect(quoteMove(at('confirmed'), 'confirm')).toMatchObject({ ok: false });
  });
});

describe('quote actions and expiry', () => {
  it('offers what the moves allow, never a repeat', () => {
    expect(quoteActions(at('live'))).toEqual(['reply', 'cancel']);
    expect(quoteActions(at('replied'))).toEqual(['reply', 'confirm', 'cancel']);
    expect(quoteActions(at('replied', true))).toEqual(['reply', 'cancel']);
    expect(quoteActions(at('cancelled'))).toEqual([]);
    expect(quoteActions(at('confirmed'))).toEqual([]);
  });
  it('prices hold through their last day', () => {
    expect(quoteExpired('2026-05-10', '2026-05-10')).toBe(false);
    expect(quoteExpired('2026-05-10', '2026-05-11')).toBe(true);
    expect(quoteExpired(null, '2026-05-11')).toBe(false);
  });
});
