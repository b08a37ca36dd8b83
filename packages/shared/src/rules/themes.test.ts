import { describe, expect, it } from 'vitest';
import { contrastRatio, fontStackOf, luminanceOf, textContrastProblem, THEME_FONTS } from './themes.js';

describe('theme contrast', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7a7a7a', '#7A7A7A')).toBeCloseTo(1, 5);
    expect(luminanceOf('#ffffff')).toBeCloseTo(1, 5);
  });

  it('accepts text at 4.5:1 or more and refuses less, saying the ratio', () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(textContrastProblem('#767676', '#ffffff')).toBeNull();
    expect(textContrastProblem('#777777', '#ffffff')).toMatch(/contrast of 4\.48:1; it needs at least 4\.5:1/);
    expect(textContrastProblem('#f5f5f5', '#ffffff')).not.toBeNull();
    expect(textContrastProblem('#fafafa', '#1b1b1b')).toBeNull();
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => luminanceOf('red')).toThrow(/not a #rrggbb/);
  });

  it('gives the system stack for an unknown font key', () => {
    expect(fontStackOf('old_style')).toBe(THEME_FONTS.old_style.stack);
    expect(fontStackOf('comic')).toBe(THEME_FONTS.system.stack);
  });
});
