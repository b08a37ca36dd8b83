import { describe, expect, it } from 'vitest';
import { BRIGHTNESS_THRESHOLD } from '../catalog/limits.js';
import { brightnessOf, textToneOn } from './brightness.js';

describe('text tone on a vendor theme colour', () => {
  it('weighs red, green and blue as the W3C formula does', () => {
    expect(brightnessOf('#ffffff')).toBe(255);
    expect(brightnessOf('#000000')).toBe(0);
    expect(brightnessOf('#ff0000')).toBeCloseTo(76.245);
    expect(brightnessOf('#00FF00')).toBeCloseTo(149.685);
  });

  it('puts dark text on colours brighter than 145 and light text otherwise', () => {
    expect(textToneOn('#ffffff')).toBe('dark');
    expect(textToneOn('#00ff00')).toBe('dark');
    expect(textToneOn('#1c7ed6')).toBe('light');
    expect(textToneOn('#000000')).toBe('light');
  });

  it('keeps light text at exactly the threshold', () => {
    const grey = `#${BRIGHTNESS_THRESHOLD.toString(16).repeat(3)}`;
    expect(brightnessOf(grey)).toBe(145);
    expect(textToneOn(grey)).toBe('light');
  });

  it('refuses what is not a colour', () => {
    expect(() => brightnessOf('red')).toThrow(/not a #rrggbb/);
  });
});
