import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, text } from './common.js';

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

  it('accepts a text exactly when it holds no control character', () => {
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
    expect(text(20, { min: 1 }).safeParse('   ').error?.issues[0]?.message).toBe('is required');
  });
});
