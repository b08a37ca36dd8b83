import { z } from 'zod';
import { isInternalLink, isWebLink } from '@stallfront/shared/rules';
import { type Navigation, type navigationBody, titleCaseName } from '@stallfront/shared/catalogs';

/** A menu item points at a catalog of the store or at an address. */
export type NavigationTarget = 'catalog' | 'link';

// A type alias, not an interface, so it fits the zod resolver's Record<string, unknown>.
export type NavigationItemValues = {
  name: string;
  target: NavigationTarget;
  catalog_id: string | null;
  link: string;
};

/** The form's rules: the server's (navigationBody), with the one target the form shows required. */
export const navigationItemSchema = z
  .object({
    name: titleCaseName,
    target: z.enum(['catalog', 'link']),
    catalog_id: z.string().nullable(),
    link: z.string().trim().max(500, '500 characters at most'),
  })
  .superRefine((values, ctx) => {
    if (values.target === 'catalog' && !values.catalog_id) {
      ctx.addIssue({ code: 'custom', path: ['catalog_id'], message: 'Choose a catalog' });
    }
    if (values.target === 'link' && !isInternalLink(values.link) && !isWebLink(values.link, { secure: true })) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'Must be a page of the store (/…) or an https:// address',
      });
    }
  });

export function itemValuesOf(item: Navigation | null): NavigationItemValues {
  return {
    name: item?.name ?? '',
    target: item && !item.catalog_id ? 'link' : 'catalog',
    catalog_id: item?.catalog_id ?? null,
    link: item?.link ?? '',
  };
}

/** The body of POST/PUT /store/catalog/navigations: only the chosen target is sent. */
export function toNavigationBody(sectionId: string, values: NavigationItemValues): z.input<typeof navigationBody> {
  const toCatalog = values.target === 'catalog';
  return {
    section_id: sectionId,
    name: values.name,
    catalog_id: toCatalog ? values.catalog_id : null,
    link: toCatalog ? null : values.link.trim(),
  };
}

/** What an item row says it points at. */
export function targetText(item: Navigation, catalogNames: ReadonlyMap<string, string>): string {
  if (item.catalog_id) return `Catalog: ${catalogNames.get(item.catalog_id) ?? 'a deleted catalog'}`;
  return item.link ?? 'No link';
}
