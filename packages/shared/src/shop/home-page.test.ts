import { describe, expect, it } from 'vitest';
import { eagerCounts, picturesOf, type ShopHomeSection } from './home-page.js';

const picture = { image: { url: '/a.jpg', alt: '', srcset: null }, href: null, width: 700, height: 500 };
const slide = { ...picture, heading: '', text: '', button: '' };
const text: ShopHomeSection = { id: 't', kind: 'text', heading: 'Hi', html: '', style: 'hero' };
const banner: ShopHomeSection = { id: 'b', kind: 'banner', slide };
const grid: ShopHomeSection = {
  id: 'g',
  kind: 'image_grid',
  grid: 'grid_3',
  title: '',
  images: [picture, picture, picture],
};
const slider: ShopHomeSection = { id: 's', kind: 'slider', slides: [slide, slide, slide], seconds: 6 };

describe('eagerCounts', () => {
  it('loads the page’s first two pictures at once, whichever sections hold them', () => {
    expect(eagerCounts([text, banner, grid, grid])).toEqual([0, 1, 1, 0]);
    expect(eagerCounts([grid, banner])).toEqual([2, 0]);
    expect(eagerCounts([slider, grid])).toEqual([2, 0]);
  });

  it('gives none to sections without pictures, and none at all when asked for none', () => {
    expect(eagerCounts([text, text])).toEqual([0, 0]);
    expect(eagerCounts([banner, grid], 0)).toEqual([0, 0]);
  });
});

describe('picturesOf', () => {
  it('counts a section’s picture slots, a card or a tile without a picture too', () => {
    expect(picturesOf(slider)).toBe(3);
    expect(
      picturesOf({
        id: 'c',
        kind: 'catalogs',
        title: '',
        catalogs: [{ name: 'A', href: '/c/a', description: '', image: null }],
      }),
    ).toBe(1);
    expect(picturesOf({ id: 'v', kind: 'video', title: '', embed: 'https://player.vimeo.com/video/12345' })).toBe(0);
  });
});
