import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, emailField, isoDay, passwordField, passwordInput, text } from './common.js';

const CONTROL = /\p{Cc}/u;

describe('text', () => {
  it('refuses every control character, tabs and line breaks too, with a readable message', () => {
    for (const c of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085']) {
      const result = text(100).safeParse(`a${c}b`);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('lets tabs and line breaks into texts with lines, and nothing else', () => {
    expect(text(100, { lines: true }).parse('one\r\n\ttwo')).toBe('one\r\n\ttwo');
    expect(text(100, { lines: true }).safeParse('a\u0000b').success).toBe(false);
  });

  // A hundred random texts through two schemas: more than vitest's 5 s on a busy machine.
  it('accepts a text exactly when it holds no control character', { timeout: 60_000 }, () => {
    const chars = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(chars, (value) => {
        expect(text(1000, { trim: false }).safeParse(value).success).toBe(!CONTROL.test(value));
        expect(text(1000, { trim: false, lines: true }).safeParse(value).success).toBe(
          !CONTROL.test(value.replace(/[\t\n\r]/g, '')),
        );
      }),
    );
  });

  it('trims first, so surrounding line breaks of a one-line text are not refused', () => {
    expect(text(20).parse('  Shop name\n')).toBe('Shop name');
    expect(text(20, { min: 1 }).safeParse('   ').error?.issues[0]?.message).toBe('Fill this in');
  });
});

describe('messages written for people', () => {
  const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('says what to do, not what zod expected', () => {
    expect(messageOf(text(200, { min: 1, required: 'Enter a name' }), '  ')).toBe('Enter a name');
    expect(messageOf(text(200, { min: 1, required: 'Enter a name' }), undefined)).toBe('Enter a name');
    expect(messageOf(text(200), 'x'.repeat(201))).toBe('200 characters at most');
    expect(messageOf(text(200, { min: 3 }), 'ab')).toBe('3 characters at least');
    expect(messageOf(emailField, '')).toBe('Enter your email address');
    expect(messageOf(emailField, 'not-an-address')).toBe('Enter an email address like name@example.com');
    expect(messageOf(passwordInput, '')).toBe('Enter your password');
    expect(messageOf(passwordField, 'short')).toBe('8 characters at least');
  });

  it('gives every schema without a message of its own human words through the global map', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Fill this in');
    expect(messageOf(z.string().min(1), '')).toBe('Fill this in');
    expect(messageOf(z.string().max(5), 'too long')).toBe('5 characters at most');
    expect(messageOf(z.number(), 'x')).toBe('Enter a number');
    expect(messageOf(z.uuid(), 'x')).toBe('Choose one from the list');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of: a, b');
  });

  it('asks a form for a day its picker left empty, and tells an API caller the format', () => {
    expect(messageOf(isoDay, '')).toBe('Choose a date');
    expect(messageOf(isoDay, '12/15/2026')).toBe('must be a date like 2026-05-31');
    expect(messageOf(isoDay, '2026-12-15')).toBeUndefined();
  });
});
