import { z } from 'zod';
import {
  bulkUploadHistoryResponse,
  bulkUploadResponse,
  bulkUploadUndoBody,
  imageImportsResponse,
  productIdParam,
} from '../schemas/bulk-upload.js';
import { okMessage } from '../schemas/common.js';
import { idList } from '../schemas/list.js';
import {
  mediaLibraryQuery,
  mediaLibraryResponse,
  mediaResponse,
  multiProductBody,
  multiProductResponse,
  productArchiveBody,
  productBranchStockBody,
  productCountQuery,
  productCreateBody,
  productDetailsBody,
  productFeaturesResponse,
  productIdBody,
  productIdParams,
  productImagesBody,
  productListBody,
  productListResponse,
  productOverallBody,
  productResponse,
} from '../schemas/products.js';
import { ANY_MEMBER, type CallAccess } from '../rules/call-access.js';
import {
  BULK_UPLOAD_ACCESS,
  IMAGE_LIBRARY_ACCESS,
  MEDIA_UPLOAD_ACCESS,
  PRODUCT_ACCESS,
} from '../rules/product-access.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const store = (access: CallAccess) => ({ auth: 'store', access }) as const;
const reader = store(ANY_MEMBER);
const saved = <I extends z.ZodType>(path: string, input: I, summary: string, access = PRODUCT_ACCESS.update) =>
  endpoint({ method: 'PUT', path, ...store(access), input, output: productResponse, summary });

/** Products (spec section 7). */
export const PRODUCT_CALLS = {
  ...exportedListCalls({
    path: '/store/product_list',
    caller: reader,
    body: productListBody,
    count: productCountQuery,
    page: productListResponse,
    what: 'products, filtered, searched and sorted (the export in the bulk-upload columns)',
  }),
  bulkDelete: endpoint({
    method: 'PATCH',
    path: '/store/product_list',
    ...store(PRODUCT_ACCESS.delete),
    input: idList,
    output: okMessage,
    summary: 'Delete the selected products for good',
  }),
  many: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/multi_product_list',
    ...reader,
    input: multiProductBody,
    output: multiProductResponse,
    summary: 'The products with these ids, in that order',
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/product/:id',
    ...reader,
    input: productIdParams,
    output: productResponse,
    summary: 'One product with every section',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/product',
    ...store(PRODUCT_ACCESS.add),
    input: productCreateBody,
    output: productResponse,
    summary: 'Add a product',
  }),
  saveOverall: saved('/store/product/overall', productOverallBody, 'Save name, SKU, price, stock, status and variants'),
  saveImages: saved('/store/product/images', productImagesBody, "Save the product's images in order"),
  saveDetails: saved('/store/product/details', productDetailsBody, 'Save description, tags, SEO and measurements'),
  saveBranchStock: saved(
    '/store/product/branch_stock',
    productBranchStockBody,
    'Save stock per branch',
    PRODUCT_ACCESS.branch_stock,
  ),
  archive: endpoint({
    method: 'PUT',
    path: '/store/product/archive',
    ...store(PRODUCT_ACCESS.archive),
    input: productArchiveBody,
    output: okMessage,
    summary: 'Move products to the archive, or restore them',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/product',
    ...store(PRODUCT_ACCESS.delete),
    input: productIdBody,
    output: okMessage,
    summary: 'Delete a product for good',
  }),
  features: endpoint({
    method: 'GET',
    path: '/store/product_features',
    ...reader,
    input: undefined,
    output: productFeaturesResponse,
    summary: 'What the signed-in user may do with products',
  }),
};

/** The store's image library: uploads for products and catalogs. */
export const MEDIA_CALLS = {
  upload: endpoint({
    method: 'POST',
    path: '/store/media',
    ...store(MEDIA_UPLOAD_ACCESS),
    input: undefined,
    body: 'multipart',
    output: mediaResponse,
    summary: 'Upload one image (JPEG, PNG or WebP, at most 5 MB) as a field named file',
  }),
  library: endpoint({
    method: 'GET',
    path: '/store/media',
    ...store(IMAGE_LIBRARY_ACCESS),
    input: mediaLibraryQuery,
    output: mediaLibraryResponse,
    summary: "The store's uploaded images, newest first (the Image Uploader; needs a non-free package)",
  }),
};

/** Products from a CSV file: the template, an upload, past uploads and undoing the latest. */
export const BULK_UPLOAD_CALLS = {
  template: endpoint({
    method: 'GET',
    path: '/store/product/bulk_upload/template',
    ...store(BULK_UPLOAD_ACCESS),
    input: undefined,
    output: z.string(),
    reply: 'csv',
    summary: 'The bulk-upload CSV template with an example row',
  }),
  history: endpoint({
    method: 'GET',
    path: '/store/product/bulk_upload',
    ...store(BULK_UPLOAD_ACCESS),
    input: undefined,
    output: bulkUploadHistoryResponse,
    summary: 'Past bulk uploads, newest first',
  }),
  upload: endpoint({
    method: 'POST',
    path: '/store/product/bulk_upload',
    ...store(BULK_UPLOAD_ACCESS),
    input: undefined,
    body: 'multipart',
    output: bulkUploadResponse,
    summary: 'Create or update products from a CSV (field file); every row is checked before any is written',
  }),
  undo: endpoint({
    method: 'PATCH',
    path: '/store/product/bulk_upload',
    ...store(BULK_UPLOAD_ACCESS),
    input: bulkUploadUndoBody,
    output: bulkUploadResponse,
    summary: 'Undo the latest upload, restoring the products as they were',
  }),
  images: endpoint({
    method: 'GET',
    path: '/store/product/:id/image_imports',
    ...store(BULK_UPLOAD_ACCESS),
    input: productIdParam,
    output: imageImportsResponse,
    summary: 'The image addresses a platform import gave a product, and how fetching each went',
  }),
  retryImages: endpoint({
    method: 'POST',
    path: '/store/product/image_imports/retry',
    ...store(BULK_UPLOAD_ACCESS),
    input: productIdParam,
    output: imageImportsResponse,
    summary: "Fetch a product's imported images that failed once more",
  }),
};
