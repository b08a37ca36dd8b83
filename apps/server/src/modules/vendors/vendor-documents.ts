import { and, count, desc, eq } from 'drizzle-orm';
import {
  VENDOR_DOCUMENT_MAX_BYTES,
  VENDOR_DOCUMENTS_MAX,
  type VendorDocument,
  vendorDocumentFields,
} from '@stallfront/shared';
import type { FastifyRequest } from 'fastify';
import { type VendorDocumentRow, vendorDocuments, vendors } from '../../db/schema/index.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { sniffFileType } from '../../platform/files/private-files.js';
import { cleanFileName, readUpload } from '../../platform/files/upload.js';
import type { Download } from '../../platform/serve-calls.js';
import { requireMarketplace } from './vendors.service.js';

const NO_VENDOR = 'This vendor is not in your store.';
const NO_DOCUMENT = 'This document is not among the vendor’s.';

/** Whose papers a caller reaches: a vendor its own only; the store's side the vendor it names. */
interface Holder {
  storeId: string;
  vendorId: string;
  by: 'store' | 'vendor';
}

async function holderOf(ctx: AppContext, auth: StoreAuth, named: string | undefined): Promise<Holder> {
  if (auth.principal.type === 'vendor') {
    const own = auth.principal.row.id;
    if (named && named !== own) throw notFound(NO_VENDOR);
    return { storeId: auth.storeId, vendorId: own, by: 'vendor' };
  }
  requireMarketplace(ctx, auth);
  if (!named) throw badRequest('vendor_id: name the vendor whose documents these are');
  const [vendor] = await ctx.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.storeId, auth.storeId), eq(vendors.id, named)));
  if (!vendor) throw notFound(NO_VENDOR);
  return { storeId: auth.storeId, vendorId: vendor.id, by: 'store' };
}

const itemOf = (row: VendorDocumentRow): VendorDocument => ({
  _id: row.id,
  vendor_id: row.vendorId,
  kind: row.kind,
  name: row.name,
  type: row.type,
  bytes: row.bytes,
  uploaded_by: row.uploadedBy,
  created_on: row.createdAt.toISOString(),
});

export async function listDocuments(ctx: AppContext, auth: StoreAuth, vendorId?: string): Promise<VendorDocument[]> {
  const holder = await holderOf(ctx, auth, vendorId);
  const rows = await ctx.db
    .select()
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.storeId, holder.storeId), eq(vendorDocuments.vendorId, holder.vendorId)))
    .orderBy(desc(vendorDocuments.createdAt), desc(vendorDocuments.id));
  return rows.map(itemOf);
}

/**
 * Keeps a document sent as multipart (its fields first, then the file): a PDF, JPEG, PNG or WebP
 * by its bytes, at most VENDOR_DOCUMENT_MAX_BYTES, and VENDOR_DOCUMENTS_MAX a vendor. The row is
 * written before the bytes, as add-on files are: a row whose bytes failed is a 404 to download.
 */
export async function addDocument(ctx: AppContext, auth: StoreAuth, req: FastifyRequest): Promise<VendorDocument> {
  const upload = await readUpload(req, VENDOR_DOCUMENT_MAX_BYTES, 'document');
  const fields = vendorDocumentFields.safeParse(upload.fields);
  if (!fields.success) {
    const [issue] = fields.error.issues;
    throw badRequest(`${issue?.path.join('.') || 'kind'}: ${issue?.message ?? 'is not valid'}`);
  }
  const holder = await holderOf(ctx, auth, fields.data.vendor_id);
  const type = sniffFileType(upload.bytes);
  if (!type) throw badRequest('file: send a PDF, JPEG, PNG or WebP; this file is none of them.');
  const row = await ctx.db.transaction(async (tx) => {
    // The vendor's row, locked: two uploads at once count one after the other.
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, holder.vendorId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(vendorDocuments)
      .where(eq(vendorDocuments.vendorId, holder.vendorId));
    if ((held?.n ?? 0) >= VENDOR_DOCUMENTS_MAX)
      throw conflict(`file: a vendor keeps ${VENDOR_DOCUMENTS_MAX} documents at most; delete an old one first.`);
    const [written] = await tx
      .insert(vendorDocuments)
      .values({
        storeId: holder.storeId,
        vendorId: holder.vendorId,
        kind: fields.data.kind,
        name: cleanFileName(upload.fileName),
        type,
        bytes: upload.bytes.length,
        uploadedBy: holder.by,
        createdAt: ctx.now(),
      })
      .returning();
    return written as VendorDocumentRow;
  });
  await ctx.privateFiles.write(holder.storeId, row.id, upload.bytes);
  return itemOf(row);
}

/**
 * The document's row and who asks, when the caller reaches its vendor: a vendor its own only,
 * the store's side any of its store's (the row's store is the caller's). Any other id is a 404.
 */
async function documentOf(ctx: AppContext, auth: StoreAuth, id: string) {
  const [row] = await ctx.db
    .select()
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.storeId, auth.storeId), eq(vendorDocuments.id, id)));
  const vendor = auth.principal.type === 'vendor' ? auth.principal.row.id : null;
  if (!row || (vendor && row.vendorId !== vendor)) throw notFound(NO_DOCUMENT);
  if (!vendor) requireMarketplace(ctx, auth);
  return { row, by: vendor ? ('vendor' as const) : ('store' as const) };
}

export async function documentFile(ctx: AppContext, auth: StoreAuth, id: string): Promise<Download> {
  const { row } = await documentOf(ctx, auth, id);
  const file = await ctx.privateFiles.read(row.storeId, row.id);
  if (!file) throw notFound(NO_DOCUMENT);
  return { name: row.name, file, type: row.type };
}

/** The store deletes any of a vendor's documents; a vendor only those it sent (the store's agreement stays). */
export async function removeDocument(ctx: AppContext, auth: StoreAuth, id: string): Promise<string> {
  const { row, by } = await documentOf(ctx, auth, id);
  if (by === 'vendor' && row.uploadedBy === 'store')
    throw forbidden('The store sent this document: ask it to remove it.');
  await ctx.db.delete(vendorDocuments).where(eq(vendorDocuments.id, row.id));
  await ctx.privateFiles.remove(row.storeId, row.id);
  return `${row.name} deleted.`;
}
