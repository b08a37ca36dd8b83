import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type BillingInvoiceRow, stores } from '../../db/schema/index.js';
import { money } from '../orders/invoices/invoice-layout.js';
import { PAGE, type Pdf, renderPdf } from '../orders/invoices/pdf.js';
import { formatBillingInvoiceNumber, storePlan } from '@stallfront/shared';

interface PlanInvoiceSheet {
  invoice: BillingInvoiceRow;
  store: { name: string; email: string; subDomain: string };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The platform's invoice to a store for its plan: who, the period, the lines and the total. */
function drawPlanInvoice(doc: Pdf, { invoice, store }: PlanInvoiceSheet): void {
  const half = PAGE.width / 2;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).text('Stallfront', PAGE.margin, top, { width: half });
  doc.font('Helvetica').fontSize(9).text('Online-store builder', { width: half });
  const left = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Invoice', PAGE.margin + half, top, { width: half, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const fact of [`Invoice No. ${formatBillingInvoiceNumber(invoice.number)}`, `Date: ${day(invoice.issuedAt)}`])
    doc.text(fact, { width: half, align: 'right' });
  doc.x = PAGE.margin;
  doc.y = Math.max(left, doc.y) + 16;

  doc.font('Helvetica-Bold').fontSize(10).text('Billed to', PAGE.margin);
  doc.font('Helvetica').fontSize(10).text([store.name, store.email, store.subDomain].join('\n'));
  doc.moveDown();
  const plan = storePlan(invoice.packageId)?.name ?? invoice.packageId;
  doc.text(`Plan: ${plan} (${invoice.period}), ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  doc.moveDown();

  const amountWidth = 120;
  const descWidth = PAGE.width - amountWidth;
  const line = (description: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const y = doc.y;
    doc.text(description, PAGE.margin, y, { width: descWidth - 6 });
    const after = doc.y;
    doc.text(amount, PAGE.margin + descWidth, y, { width: amountWidth, align: 'right' });
    doc.x = PAGE.margin;
    doc.y = Math.max(after, doc.y) + 4;
  };
  line('Description', 'Amount', true);
  for (const l of invoice.lines) line(l.description, money(l.amount, invoice.currency));
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + PAGE.width, doc.y)
    .lineWidth(0.5)
    .stroke('#999999');
  doc.y += 6;
  line('Total paid', money(invoice.total, invoice.currency), true);
}

export async function planInvoicePdf(db: DbOrTx, invoice: BillingInvoiceRow) {
  const [store] = await db
    .select({ name: stores.name, email: stores.email, subDomain: stores.subDomain })
    .from(stores)
    .where(eq(stores.id, invoice.storeId));
  const number = formatBillingInvoiceNumber(invoice.number);
  const file = await renderPdf(
    [{ invoice, store: store ?? { name: '', email: '', subDomain: '' } }],
    drawPlanInvoice,
    `Invoice ${number}`,
  );
  return { name: `stallfront-invoice-${number}.pdf`, file };
}
