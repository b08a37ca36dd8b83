import type { Tx } from '../db/client.js';
import { vendorDocuments } from '../db/schema/index.js';
import { renderPdf } from '../modules/orders/invoices/pdf.js';
import type { PrivateFiles } from '../platform/files/private-files.js';
import type { DemoStore } from './demo-stores.js';

/** The first vendor's signed agreement, sent by the store: its page and profile show a document to open. */
export async function seedDemoVendorDocuments(
  tx: Tx,
  files: PrivateFiles,
  storeId: string,
  demo: DemoStore,
  vendorIds: readonly string[],
  now: Date,
): Promise<void> {
  const [vendorId] = vendorIds;
  const vendor = demo.vendors?.[0];
  if (!vendorId || !vendor) return;
  const bytes = await renderPdf(
    [vendor],
    (doc, v) => {
      doc.fontSize(18).text(`Seller agreement: ${demo.name} and ${v.company}`);
      doc.moveDown().fontSize(11).text(`${v.company} sells its own products on ${demo.name}'s shop.`);
      doc.text('The store keeps its commission from each paid line and pays out the rest every week.');
    },
    'Seller agreement',
  );
  const [row] = await tx
    .insert(vendorDocuments)
    .values({
      storeId,
      vendorId,
      kind: 'agreement',
      name: 'seller-agreement.pdf',
      type: 'application/pdf',
      bytes: bytes.length,
      uploadedBy: 'store',
      createdAt: now,
    })
    .returning({ id: vendorDocuments.id });
  if (row) await files.write(storeId, row.id, bytes);
}
