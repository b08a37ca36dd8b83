import {
  checkedSection,
  IMAGE_GRIDS,
  type LayoutSection,
  SECTION_KINDS,
  type SectionKind,
} from '@stallfront/shared/website';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import {
  asksToCrop,
  blankSection,
  cropQuestion,
  diagramOf,
  gridChoices,
  gridDiagram,
  gridSlots,
  isGridKind,
  layoutStatus,
  previewSrc,
  sectionError,
  sectionName,
  sectionSummary,
  slotLabel,
  withGrid,
} from './section-logic';

describe('a grid’s slots', () => {
  it('are the image grid’s sizes, in order', () => {
    expect(gridSlots('image_grid', 'grid_6')).toEqual(['1080x1140', '510x540', '510x540']);
  });

  it('are as many tiles of the multi-grid’s size as it counts', () => {
    expect(gridSlots('multi_grid', 'multi_grid_4')).toEqual(Array(6).fill('510x540'));
  });

  it('are squares on an Instagram grid, the first of instagram_4 the large one', () => {
    expect(gridSlots('instagram', 'instagram_5')).toEqual(['600x600', '600x600', '600x600']);
    expect(gridSlots('instagram', 'instagram_4')).toEqual(['800x800', '600x600', '600x600', '600x600', '600x600']);
  });

  it('are named for a screen reader with their size', () => {
    expect(slotLabel(0, '600x600')).toBe('Image 1 (600 × 600)');
    expect(slotLabel(2, '1460x500', 'Slide')).toBe('Slide 3 (1460 × 500)');
  });

  it('are offered for every grid of a kind', () => {
    expect(gridChoices('image_grid').map((c) => c.grid)).toEqual(Object.keys(IMAGE_GRIDS));
    expect(gridChoices('instagram')).toHaveLength(5);
  });
});

describe('a grid’s diagram', () => {
  it('stacks two small slots beside the large one they match', () => {
    expect(gridDiagram(gridSlots('image_grid', 'grid_6'))).toEqual([[[0], [1, 2]]]);
    expect(gridDiagram(gridSlots('image_grid', 'grid_7'))).toEqual([[[0, 1], [2]]]);
    expect(gridDiagram(gridSlots('image_grid', 'grid_8'))).toEqual([[[0], [1, 2]]]);
    expect(gridDiagram(gridSlots('image_grid', 'grid_9'))).toEqual([[[0, 1], [2]]]);
  });

  it('gives a banner-wide slot its own row', () => {
    expect(gridDiagram(gridSlots('image_grid', 'grid_11'))).toEqual([[[0]], [[1], [2]]]);
  });

  it('keeps squares of one size in a row', () => {
    expect(gridDiagram(gridSlots('image_grid', 'grid_4'))).toEqual([[[0], [1], [2], [3]]]);
  });

  it('puts many tiles in the rows their label names', () => {
    expect(diagramOf('multi_grid', 'multi_grid_4')).toEqual([
      [[0], [1], [2]],
      [[3], [4], [5]],
    ]);
    expect(diagramOf('multi_grid', 'multi_grid_7')).toHaveLength(3);
    expect(diagramOf('instagram', 'instagram_2')).toEqual([[[0], [1], [2], [3], [4], [5]]]);
    expect(diagramOf('instagram', 'instagram_4')).toEqual([[[0], [1, 3], [2, 4]]]);
  });
});

describe('a new section', () => {
  it('passes the contract once its required words and images are given, for every kind', () => {
    for (const kind of Object.keys(SECTION_KINDS) as SectionKind[]) {
      const section = blankSection(kind);
      // What the merchant must fill in: every image, a video's address, hand-picked products.
      const filled = JSON.parse(
        JSON.stringify(section).replace(/"image":""/g, '"image":"/media/a.jpg"'),
      ) as LayoutSection;
      if (filled.kind === 'video') filled.url = 'https://youtu.be/dQw4w9WgXcQ';
      expect(checkedSection.safeParse(filled).success, kind).toBe(true);
    }
  });

  it('on a grid has one slot per slot of its grid', () => {
    const section = blankSection('image_grid', 'grid_11');
    expect(section.kind === 'image_grid' && section.images).toHaveLength(3);
    expect(isGridKind('multi_grid')).toBe(true);
    expect(isGridKind('banner')).toBe(false);
  });

  it('keeps its pictures in their slots on another grid', () => {
    const section = blankSection('image_grid', 'grid_3');
    if (section.kind !== 'image_grid') throw new Error('kind');
    section.images[0] = { image: '/media/a.jpg', alt: 'A', link: '' };
    const two = withGrid(section, 'grid_2');
    expect(two.kind === 'image_grid' && two.images).toEqual([section.images[0], section.images[1]]);
    const four = withGrid(section, 'grid_4');
    expect(four.kind === 'image_grid' && four.images.length).toBe(4);
  });
});

describe('a row', () => {
  it('is named by its kind and place', () => {
    expect(sectionName({ kind: 'products' }, 2)).toBe('Product row 3');
  });

  it('says in one line what its section shows', () => {
    const grid = blankSection('image_grid', 'grid_3');
    if (grid.kind !== 'image_grid') throw new Error('kind');
    grid.images = grid.images.map((p) => ({ ...p, image: '/media/a.jpg' }));
    expect(sectionSummary(grid)).toBe('Three squares · 3 images');
    expect(sectionSummary({ ...blankSection('products'), title: 'New in' } as LayoutSection)).toBe(
      'New in · Newest · 8 products',
    );
    expect(sectionSummary({ kind: 'text', hidden: false, heading: 'Hello', body: '', style: 'hero' })).toBe(
      'Hello · Hero',
    );
    expect(sectionSummary(blankSection('catalogs'))).toBe('The catalogs you highlight');
    expect(sectionSummary(blankSection('slider'))).toBe('2 slides · 6 s each');
    // A title that is the source's word says it once.
    expect(sectionSummary({ ...blankSection('products'), title: 'Newest' } as LayoutSection)).toBe(
      'Newest · 8 products',
    );
  });
});

describe('the layout’s state', () => {
  it('is the default until first published, then published or with changes', () => {
    expect(layoutStatus({ published_at: null, unpublished: true })).toBe('default');
    expect(layoutStatus({ published_at: '2026-11-01T10:00:00Z', unpublished: false })).toBe('published');
    expect(layoutStatus({ published_at: '2026-11-01T10:00:00Z', unpublished: true })).toBe('unpublished');
  });

  it('reloads the preview at a new address after each save', () => {
    expect(previewSrc('/s/urban/?preview=abc', 2)).toBe('/s/urban/?preview=abc&v=2');
    expect(previewSrc('/s/urban/', 1)).toBe('/s/urban/?v=1');
    expect(previewSrc('', 1)).toBe('');
  });
});

describe('cropping with consent', () => {
  it('asks nothing of a library image of the slot’s shape', () => {
    expect(cropQuestion(1200, 1200, '600x600')).toBeNull();
    expect(cropQuestion(1200, 1290, '1080x1140')).toBeNull();
  });

  it('asks, in the server’s words, of one of another shape', () => {
    expect(cropQuestion(1200, 800, '700x500')).toBe(
      'This image is 1200×800 (3:2); this slot wants 700×500 (7:5): crop it to fit, or choose another.',
    );
  });

  it('is what a 422 of an upload asks for; other refusals are errors', () => {
    expect(asksToCrop(new ApiError(422, 'This image is 1200×800 (3:2)…'))).toBe(true);
    expect(asksToCrop(new ApiError(400, 'file: too large'))).toBe(false);
    expect(asksToCrop(new Error('x'))).toBe(false);
  });
});

describe('a refused section', () => {
  it('names its fields as the form holds them', () => {
    const error = sectionError(new ApiError(400, 'section.slide.heading: 80 characters at most; section.title: x'));
    expect(error instanceof ApiError && error.fieldErrors).toEqual({
      'slide.heading': '80 characters at most',
      title: 'x',
    });
    const top = new ApiError(400, 'tiles.0.image: Choose an image');
    expect(sectionError(top)).toBe(top);
  });
});
