import { countOf } from '@stallfront/shared/rules';
import { type GalleryImage, MEDIA_GALLERY_CALLS, type MEDIA_USAGES } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import type { ListColumn, ListFilter } from '../../../ui/list-page';
import { placesText } from '../../../ui/shown-on';

export type GallerySort = 'created' | 'name' | 'size';

export const gallerySorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'name', label: 'Name A–Z', direction: 'asc' },
  { value: 'size', label: 'Largest', direction: 'desc' },
] as const;

/** The grid shows no table; its columns name the sorts only. */
export const galleryColumns: readonly ListColumn<GalleryImage, GallerySort>[] = [
  { id: 'name', header: 'Name', cell: (image) => image.name, sortKey: 'name' },
];

const usageFilter: ListFilter<'usage', Exclude<(typeof MEDIA_USAGES)[number], 'all'>> = {
  key: 'usage',
  label: 'Use',
  type: 'select',
  options: [
    { value: 'unused', label: 'Not used anywhere' },
    { value: 'used', label: 'In use' },
  ],
};
const tagFilter: ListFilter<'tag'> = {
  key: 'tag',
  label: 'Tag',
  type: 'select',
  options: {
    queryKey: ['media', 'tags', 'options'],
    load: async () =>
      (await callApi(MEDIA_GALLERY_CALLS.tags, undefined)).list.map((tag) => ({ value: tag, label: tag })),
  },
};
export type GalleryFilter = typeof usageFilter | typeof tagFilter;
export const galleryFilters: GalleryFilter[] = [usageFilter, tagFilter];

/** "1200 × 800 · 240 KB" */
export const sizeText = (image: { width: number; height: number; bytes: number }) =>
  `${image.width} × ${image.height} · ${image.bytes < 1024 * 1024 ? `${Math.max(1, Math.round(image.bytes / 1024))} KB` : `${(image.bytes / 1024 / 1024).toFixed(1)} MB`}`;

/** "2 products · 1 catalog", or "Not used" */
export const usesText = (image: {
  products: number;
  catalogs: number;
  colours: number;
  website: number;
  ads: number;
}) =>
  [
    placesText(image.products, image.catalogs, '', image.colours),
    image.website ? countOf(image.website, 'website setting') : '',
    image.ads ? countOf(image.ads, 'vendor ad') : '',
  ]
    .filter(Boolean)
    .join(' · ') || 'Not used';
