import type { FastifyInstance } from 'fastify';
import { VENDOR_ACCOUNT_CALLS, VENDOR_CALLS, VENDOR_DOCUMENT_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import {
  actOnVendor,
  branchProfile,
  createVendor,
  listVendors,
  requireMarketplace,
  saveBranchProfile,
  saveVendorProfile,
  updateVendor,
  vendorDetail,
  vendorFeatures,
  vendorProfile,
} from './vendors.service.js';
import { addDocument, documentFile, listDocuments, removeDocument } from './vendor-documents.js';

/** A marketplace's vendors (/vendors/list) with their documents, and the vendor's and branch's own profiles. */
export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const storeOf = (req: Parameters<typeof storeAuthOf>[0]) => {
    const auth = storeAuthOf(req);
    requireMarketplace(ctx, auth);
    return auth.storeId;
  };
  serveCalls(app, VENDOR_CALLS, ['vendors'], {
    list: async (query, req) => ({ list: await listVendors(ctx, storeOf(req), query) }),
    get: async ({ id }, req) => ({ data: await vendorDetail(ctx, storeOf(req), id) }),
    create: async (body, req) => ({ data: await createVendor(ctx, storeOf(req), body) }),
    update: async (body, req) => ({ data: await updateVendor(ctx, storeOf(req), body) }),
    action: async ({ _id, action }, req) => ({ message: await actOnVendor(ctx, storeOf(req), _id, action) }),
    features: async ({ id }, req) => ({ data: await vendorFeatures(ctx, storeOf(req), id) }),
  });
  serveCalls(app, VENDOR_ACCOUNT_CALLS, ['vendors'], {
    vendorProfile: async (_q, req) => ({ data: await vendorProfile(ctx, storeAuthOf(req)) }),
    saveVendorProfile: async (body, req) => ({ data: await saveVendorProfile(ctx, storeAuthOf(req), body) }),
    branchProfile: async (_q, req) => ({ data: await branchProfile(ctx, storeAuthOf(req)) }),
    saveBranchProfile: async (body, req) => ({ data: await saveBranchProfile(ctx, storeAuthOf(req), body) }),
  });
  serveCalls(app, VENDOR_DOCUMENT_CALLS, ['vendors'], {
    list: async ({ vendor_id }, req) => ({ list: await listDocuments(ctx, storeAuthOf(req), vendor_id) }),
    upload: async (_input, req) => ({ data: await addDocument(ctx, storeAuthOf(req), req) }),
    file: ({ id }, req) => documentFile(ctx, storeAuthOf(req), id),
    remove: async ({ _id }, req) => ({ message: await removeDocument(ctx, storeAuthOf(req), _id) }),
  });
}
