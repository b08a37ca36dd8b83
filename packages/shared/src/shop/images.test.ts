import { describe, expect, it } from 'vitest';
import { imageSrcset, sizedImageUrl } from './images.js';

describe('imageSrcset', () => {
  it('lists the smaller copies and the original by width, narrowest first', () => {
    expect(imageSrcset('/media/s/a.webp', 1000, [960, 320, 640, 1280])).toBe(
      '/media/s/a-320w.webp 320w, /media/s/a-640w.webp 640w, /media/s/a-960w.webp 960w, /media/s/a.webp 1000w',
    );
  });

  it('is null when the media store kept no smaller copy', () => {
    expect(imageSrcset('/media/s/a.webp', 300, [320, 640])).toBeNull();
    expect(imageSrcset('https://cdn.example/a.jpg', null, [])).toBeNull();
  });

  it('names a copy by its width before the extension', () => {
    expect(sizedImageUrl('/media/s/a.b.webp', 640)).toBe('/media/s/a.b-640w.webp');
  });
});
