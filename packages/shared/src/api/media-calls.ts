import { okMessage } from '../schemas/common.js';
import {
  mediaCountQuery,
  mediaIdParams,
  mediaListBody,
  mediaListResponse,
  mediaRemoveBody,
  mediaTagsResponse,
  mediaUpdateBody,
  mediaUpdateResponse,
  mediaUsesResponse,
} from '../schemas/media.js';
import { IMAGE_LIBRARY_ACCESS, MEDIA_EDIT_ACCESS } from '../rules/product-access.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

const reader = { auth: 'store', access: IMAGE_LIBRARY_ACCESS } as const;
const editor = { auth: 'store', access: MEDIA_EDIT_ACCESS } as const;

/**
 * /product-extras/image-gallery: the store's image library as a screen (the Image Uploader of a
 * paid package). Uploads go through MEDIA_CALLS.upload, as the product form's do.
 */
export const MEDIA_GALLERY_CALLS = {
  ...pagedCalls({
    path: '/store/media_list',
    caller: reader,
    body: mediaListBody,
    count: mediaCountQuery,
    page: mediaListResponse,
    what: "the store's uploaded images, with their tags and how many products and catalogs show each",
  }),
  tags: endpoint({
    method: 'GET',
    path: '/store/media_tags',
    ...reader,
    input: undefined,
    output: mediaTagsResponse,
    summary: "The tags the store's images carry",
  }),
  uses: endpoint({
    method: 'GET',
    path: '/store/media/:id/uses',
    ...reader,
    input: mediaIdParams,
    output: mediaUsesResponse,
    summary: 'The products and catalogs that show an image',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/media',
    ...editor,
    input: mediaUpdateBody,
    output: mediaUpdateResponse,
    summary: 'Rename an image and set its tags',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/media',
    ...editor,
    input: mediaRemoveBody,
    output: okMessage,
    summary: 'Delete images and their files; one a product or catalog still shows is refused (409, saying where)',
  }),
};
