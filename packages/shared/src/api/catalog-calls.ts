import { okMessage } from '../schemas/common.js';
import {
  catalogBody,
  catalogBulkResponse,
  catalogHighlightsBody,
  catalogIdBody,
  catalogListResponse,
  catalogQuery,
  catalogResponse,
  catalogUpdateBody,
  navigationBody,
  navigationListResponse,
  navigationQuery,
  navigationResponse,
  navigationSectionsBody,
  navigationUpdateBody,
} from '../schemas/catalogs.js';
import { idList } from '../schemas/list.js';
import { ANY_MEMBER } from '../rules/call-access.js';
import { CATALOG_EDIT_ACCESS } from '../rules/product-access.js';
import { endpoint } from './endpoint.js';

// Everyone of the store reads catalogs (vendors and branches pick them in the product form).
const reader = { auth: 'store', access: ANY_MEMBER } as const;
const editor = { auth: 'store', access: CATALOG_EDIT_ACCESS } as const;
const navigations = '/store/catalog/navigations';

/** Catalogs, their highlights and the catalog navigation menu (spec section 7). */
export const CATALOG_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/catalog',
    ...reader,
    input: catalogQuery,
    output: catalogListResponse,
    summary: 'Every catalog by name, or the one with this id',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/catalog',
    ...editor,
    input: catalogBody,
    output: catalogResponse,
    summary: 'Add a catalog',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/catalog',
    ...editor,
    input: catalogUpdateBody,
    output: catalogResponse,
    summary: 'Change a catalog',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/catalog',
    ...editor,
    input: idList,
    output: okMessage,
    summary: 'Delete catalogs; their products stay, without them',
  }),
  highlights: endpoint({
    method: 'PUT',
    path: '/store/catalog/highlights',
    ...editor,
    input: catalogHighlightsBody,
    output: catalogListResponse,
    summary: 'Set the highlighted catalogs in their order',
  }),
  bulkUpload: endpoint({
    method: 'POST',
    path: '/store/catalog/bulk_upload',
    ...editor,
    input: undefined,
    body: 'multipart',
    output: catalogBulkResponse,
    summary: 'Add catalogs from a CSV with a name column (field file); existing names are skipped',
  }),
  navigations: endpoint({
    method: 'GET',
    path: navigations,
    ...editor,
    input: navigationQuery,
    output: navigationListResponse,
    summary: 'The navigation sections with their items, one section, or one item',
  }),
  createNavigation: endpoint({
    method: 'POST',
    path: navigations,
    ...editor,
    input: navigationBody,
    output: navigationResponse,
    summary: 'Add a navigation item',
  }),
  updateNavigation: endpoint({
    method: 'PUT',
    path: navigations,
    ...editor,
    input: navigationUpdateBody,
    output: navigationResponse,
    summary: 'Change a navigation item',
  }),
  removeNavigation: endpoint({
    method: 'PATCH',
    path: navigations,
    ...editor,
    input: catalogIdBody,
    output: okMessage,
    summary: 'Delete a navigation item',
  }),
  saveSections: endpoint({
    method: 'PUT',
    path: '/store/catalog/navigation_sections',
    ...editor,
    input: navigationSectionsBody,
    output: navigationListResponse,
    summary: 'Save the navigation sections and the order of their items',
  }),
};
