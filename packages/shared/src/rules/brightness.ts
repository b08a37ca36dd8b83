import { BRIGHTNESS_THRESHOLD } from '../catalog/limits.js';

/** Perceived brightness (0-255) of a #rrggbb colour, by the W3C weighting of red, green and blue. */
export function brightnessOf(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Whether text on `background` should be dark or light to stay readable. */
export function textToneOn(background: string): 'dark' | 'light' {
  return brightnessOf(background) > BRIGHTNESS_THRESHOLD ? 'dark' : 'light';
}
