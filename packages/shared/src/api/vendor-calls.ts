import { z } from 'zod';
import {
  BRANCH_PROFILE_ACCESS,
  VENDOR_ACCESS,
  VENDOR_DOCUMENT_ACCESS,
  VENDOR_PROFILE_ACCESS,
} from '../rules/vendors.js';
import {
  branchProfileBody,
  branchProfileReply,
  vendorActionBody,
  vendorActionReply,
  vendorCreateBody,
  vendorDetailReply,
  vendorDocumentParams,
  vendorDocumentRemoveBody,
  vendorDocumentReply,
  vendorDocumentsQuery,
  vendorDocumentsReply,
  vendorFeaturesQuery,
  vendorFeaturesReply,
  vendorIdParams,
  vendorListQuery,
  vendorListReply,
  vendorProfileBody,
  vendorProfileReply,
  vendorReply,
  vendorUpdateBody,
} from '../schemas/vendors.js';
import { endpoint } from './endpoint.js';

const caller = { auth: 'store', access: VENDOR_ACCESS } as const;

/** A multi-vendor store's vendors (/vendors/list): who sells, at what commission, with which grants. */
export const VENDOR_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/vendors',
    ...caller,
    input: vendorListQuery,
    output: vendorListReply,
    summary: "The store's vendors, by search (name, company, email) and status",
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/vendors/:id',
    ...caller,
    input: vendorIdParams,
    output: vendorDetailReply,
    summary: 'A vendor with its latest 50 orders holding its lines and what the store owes it',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/vendors',
    ...caller,
    input: vendorCreateBody,
    output: vendorReply,
    summary: 'Add a vendor with a password or an invite mail (409 on `email` when a vendor of the store has it)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/vendors',
    ...caller,
    input: vendorUpdateBody,
    output: vendorReply,
    summary: "Change a vendor's details, commission and grants",
  }),
  action: endpoint({
    method: 'POST',
    path: '/store/vendors/status',
    ...caller,
    input: vendorActionBody,
    output: vendorActionReply,
    summary: 'Approve, suspend (its sessions end), reactivate or expire a vendor',
  }),
  features: endpoint({
    method: 'GET',
    path: '/store/vendor_features',
    ...caller,
    input: vendorFeaturesQuery,
    output: vendorFeaturesReply,
    summary: 'The grants a store may give its vendors, and those a vendor (id) holds',
  }),
};

/** The signed-in vendor's and branch's own profiles (/vendor-account/vendor-profile, branch-profile). */
export const VENDOR_ACCOUNT_CALLS = {
  vendorProfile: endpoint({
    method: 'GET',
    path: '/store/vendor_profile',
    auth: 'store',
    access: VENDOR_PROFILE_ACCESS,
    input: undefined,
    output: vendorProfileReply,
    summary: "The signed-in vendor's profile",
  }),
  saveVendorProfile: endpoint({
    method: 'PUT',
    path: '/store/vendor_profile',
    auth: 'store',
    access: VENDOR_PROFILE_ACCESS,
    input: vendorProfileBody,
    output: vendorProfileReply,
    summary: "Change the signed-in vendor's name, company and phone",
  }),
  branchProfile: endpoint({
    method: 'GET',
    path: '/store/branch_profile',
    auth: 'store',
    access: BRANCH_PROFILE_ACCESS,
    input: undefined,
    output: branchProfileReply,
    summary: "The signed-in branch's profile",
  }),
  saveBranchProfile: endpoint({
    method: 'PUT',
    path: '/store/branch_profile',
    auth: 'store',
    access: BRANCH_PROFILE_ACCESS,
    input: branchProfileBody,
    output: branchProfileReply,
    summary: "Change the signed-in branch's phone (the store keeps its name, address and hours)",
  }),
};

const papers = { auth: 'store', access: VENDOR_DOCUMENT_ACCESS } as const;

/**
 * A vendor's documents: the store's side reads and sends them on the vendor's page (naming the
 * vendor), a vendor its own on its profile (its session names it). Files are private.
 */
export const VENDOR_DOCUMENT_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/vendor_documents',
    ...papers,
    input: vendorDocumentsQuery,
    output: vendorDocumentsReply,
    summary: "A vendor's documents, newest first (the store names vendor_id; a vendor reads its own)",
  }),
  upload: endpoint({
    method: 'POST',
    path: '/store/vendor_documents',
    ...papers,
    input: undefined,
    body: 'multipart',
    output: vendorDocumentReply,
    summary:
      'Add a document (fields first: kind, and vendor_id from the store; then file: PDF, JPEG, PNG or WebP, at most 10 MB; 20 a vendor)',
  }),
  file: endpoint({
    method: 'GET',
    path: '/store/vendor_documents/:id/file',
    ...papers,
    input: vendorDocumentParams,
    output: z.string(),
    reply: 'file',
    summary: 'A document as it was sent',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/vendor_documents',
    ...papers,
    input: vendorDocumentRemoveBody,
    output: z.object({ status: z.literal(true), message: z.string() }),
    summary: 'Delete a document, its file with it',
  }),
};
