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
import { endpoint } from './endpoint.js';

const store = { auth: 'store' } as const;
const navigations = '/store/catalog/navigations';

/** Catalogs, their highlights and the catalog navigation menu (spec section 7). */
export const CATALOG_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/catalog',
    ...store,
    input: catalogQuery,
    output: catalogListResponse,
    summary: 'Every catalog by name, or the one with this id',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/catalog',
    ...store,
    input: catalogBody,
    output: catalogResponse,
    summary: 'Add a catalog',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/catalog',
    ...store,
    input: catalogUpdateBody,
    output: catalogResponse,
    summary: 'Change a catalog',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/catalog',
    ...store,
    input: idList,
    output: okMessage,
    summary: 'Delete catalogs; their products stay, without them',
  }),
  highlights: endpoint({
    method: 'PUT',
    path: '/store/catalog/highlights',
    ...store,
    input: catalogHighlightsBody,
    output: catalogListResponse,
    summary: 'Set the highlighted catalogs in their order',
  }),
  bulkUpload: endpoint({
    method: 'POST',
    path: '/store/catalog/bulk_upload',
    ...store,
    input: undefined,
    body: 'multipart',
    output: catalogBulkResponse,
    summary: 'Add catalogs from a CSV with a name column (field file); existing names are skipped',
  }),
  navigations: endpoint({
    method: 'GET',
    path: navigations,
    ...store,
    input: navigationQuery,
    output: navigationListResponse,
    summary: 'The navigation sections with their items, one section, or one item',
  }),
  createNavigation: endpoint({
    method: 'POST',
    path: navigations,
    ...store,
    input: navigationBody,
    output: navigationResponse,
    summary: 'Add a navigation item',
  }),
  updateNavigation: endpoint({
    method: 'PUT',
    path: navigations,
    ...store,
    input: navigationUpdateBody,
    output: navigationResponse,
    summary: 'Change a navigation item',
  }),
  removeNavigation: endpoint({
    method: 'PATCH',
    path: navigations,
    ...store,
    input: catalogIdBody,
    output: okMessage,
    summary: 'Delete a navigation item',
  }),
  saveSections: endpoint({
    method: 'PUT',
    path: '/store/catalog/navigation_sections',
    ...store,
    input: navigationSectionsBody,
    output: navigationListResponse,
    summary: 'Save the navigation sections and the order of their items',
  }),
};
