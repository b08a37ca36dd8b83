import { currencyDigits, lineDetailsText, lineOptionsText, rupeesInWords } from '@stallfront/shared';
import type { InvoiceSheet } from './invoice-data.js';
import { PAGE, type Pdf } from './pdf.js';

/** Amounts as "INR 1,250.50": the standard PDF fonts have no rupee sign. */
export function money(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${amount.format(minor / 10 ** digits)}`;
}

/** 1800 basis points → "18%", 1250 → "12.5%"; half of 0.25% GST → "0.125%". */
export const ratePercent = (bp: number) => `${Number((bp / 100).toFixed(3))}%`;

const PAYMENT_LABEL: Record<string, string> = { test_card: 'Card', cod: 'Cash on delivery', gift_card: 'Gift card' };
const STATUS_LABEL: Record<string, string> = {
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  cod_due: 'due on delivery',
  refund_due: 'refund due',
};

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const BOTTOM = 841.89 - PAGE.margin - 20;

/** One table row; a row that would run off the page starts a new one. */
function row(doc: Pdf, columns: Column[], cells: string[], bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 6 })));
  if (doc.y + height > BOTTOM) doc.addPage();
  const top = doc.y;
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const column = columns[i] as Column;
    doc.text(cell, x, top, { width: column.width - 6, align: column.align ?? 'left' });
    x += column.width;
  });
  doc.x = PAGE.margin;
  doc.y = top + height + 4;
}

const rule = (doc: Pdf) => {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + PAGE.width, doc.y)
    .lineWidth(0.5)
    .stroke('#999999');
  doc.y += 4;
};

/**
 * The letterhead: on the left the store's name (and logo), the seller's address and, on an
 * invoice, its tax id; on the right the document's title and the lines that identify it.
 */
function letterhead(doc: Pdf, sheet: InvoiceSheet, title: string, facts: string[], taxId: boolean): void {
  const top = doc.y;
  const half = PAGE.width / 2;
  if (sheet.store.logo) {
    try {
      doc.image(sheet.store.logo, PAGE.margin, top, { fit: [120, 48] });
      doc.y = top + 52;
    } catch {
      // Not an image pdfkit reads: the name alone carries the letterhead.
    }
  }
  doc.font('Helvetica-Bold').fontSize(18).text(sheet.store.name, PAGE.margin, doc.y, { width: half });
  const seller = [...sheet.store.address, ...(taxId && sheet.store.taxId ? [sheet.store.taxId] : [])];
  if (seller.length)
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(seller.join('\n'), { width: half - 10 });
  const left = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(title, PAGE.margin + half, top, { width: half, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const fact of facts) doc.text(fact, { width: half, align: 'right' });
  doc.x = PAGE.margin;
  doc.y = Math.max(left, doc.y) + 12;
}

/** What identifies an invoice: its number and date, the order's, and in India the place of supply. */
function invoiceFacts(sheet: InvoiceSheet): string[] {
  return [
    sheet.invoice ? `Invoice No. ${sheet.invoice.number}` : '',
    sheet.invoice ? `Invoice date: ${sheet.invoice.date}` : '',
    `Order ${sheet.order.display_number}`,
    `Order date: ${sheet.placedOn}`,
    sheet.placeOfSupply ? `Place of supply: ${sheet.placeOfSupply}` : '',
  ].filter(Boolean);
}

/** The customer and where the parcel goes. */
function addressBlock(doc: Pdf, sheet: InvoiceSheet, heading: string): void {
  const { order } = sheet;
  const a = order.shipping_address;
  const lines = [
    order.customer_name,
    a.line1,
    a.line2,
    [a.city, a.region, a.postal_code].filter(Boolean).join(', '),
    a.country,
    [order.email, order.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  doc.font('Helvetica-Bold').fontSize(10).text(heading, PAGE.margin);
  doc.font('Helvetica').fontSize(10).text(lines.join('\n'));
  doc.moveDown();
}

const itemText = (line: InvoiceSheet['order']['lines'][number], currency: string, coupon: string | undefined) =>
  [
    line.name,
    lineOptionsText(line),
    line.sku ? `SKU ${line.sku}` : '',
    lineDetailsText(line),
    // The amount column is after the discount: the line says what came off.
    line.discount_note ? `${line.discount_note} (-${money(line.discount, currency)})` : '',
    line.coupon_discount > 0 ? `Coupon ${coupon} (-${money(line.coupon_discount, currency)})` : '',
  ]
    .filter(Boolean)
    .join('\n');

/** The totals block, label on the left, amount on the right, under the lines. */
function totalRow(doc: Pdf, label: string, amount: string, bold = false): void {
  row(
    doc,
    [
      { title: '', width: PAGE.width - 120, align: 'right' },
      { title: '', width: 120, align: 'right' },
    ],
    [label, amount],
    bold,
  );
}

/** An invoice: lines with prices, tax per rate, shipping, total, payment, and the total in words in India. */
export function drawInvoice(doc: Pdf, sheet: InvoiceSheet): void {
  const { order, store } = sheet;
  const india = store.country.toUpperCase() === 'IN';
  letterhead(doc, sheet, india ? 'TAX INVOICE' : 'INVOICE', invoiceFacts(sheet), true);
  addressBlock(doc, sheet, 'Bill and ship to');
  if (order.partial) doc.font('Helvetica-Oblique').fontSize(9).text('Lines of your products only.').moveDown(0.5);
  // An Indian invoice names each item's HSN or SAC code (GST rule 46).
  const hsn: Column[] = india ? [{ title: 'HSN/SAC', width: 60 }] : [];
  const columns: Column[] = [
    { title: 'Item', width: PAGE.width - 290 - hsn.length * 60 },
    ...hsn,
    { title: 'Qty', width: 40, align: 'right' },
    { title: 'Unit price', width: 90, align: 'right' },
    { title: india ? 'GST' : 'Tax', width: 60, align: 'right' },
    { title: 'Amount', width: 100, align: 'right' },
  ];
  row(
    doc,
    columns,
    columns.map((c) => c.title),
    true,
  );
  rule(doc);
  for (const line of order.lines) {
    row(doc, columns, [
      itemText(line, order.currency, order.coupon?.code),
      ...(india ? [line.hsn_code ?? ''] : []),
      String(line.quantity),
      money(line.unit_price, order.currency),
      ratePercent(line.tax_rate_bp),
      money(line.subtotal, order.currency),
    ]);
  }
  rule(doc);
  totalRow(doc, 'Subtotal', money(order.subtotal, order.currency));
  for (const split of order.tax_split) {
    if (split.tax > 0) totalRow(doc, `${split.name} ${ratePercent(split.rate_bp)}`, money(split.tax, order.currency));
  }
  totalRow(doc, 'Shipping', money(order.shipping, order.currency));
  totalRow(doc, 'Total', money(order.total, order.currency), true);
  if (sheet.giftCardPaid > 0) totalRow(doc, 'Paid by gift card', money(sheet.giftCardPaid, order.currency));
  doc.moveDown(0.5);
  if (india && order.currency === 'INR') {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`Amount in words: ${rupeesInWords(order.total)}`, PAGE.margin);
  }
  if (!order.partial) {
    const method = PAYMENT_LABEL[order.payment_method] ?? order.payment_method;
    const status = STATUS_LABEL[order.payment_status] ?? order.payment_status;
    doc.font('Helvetica').fontSize(10).text(`Payment: ${method}, ${status}`, PAGE.margin);
  }
}

/** A packing slip: what goes in the parcel and where it goes; no prices. */
export function drawPackingSlip(doc: Pdf, sheet: InvoiceSheet): void {
  const { order } = sheet;
  letterhead(doc, sheet, 'PACKING SLIP', [`Order ${order.display_number}`, `Date: ${sheet.placedOn}`], false);
  addressBlock(doc, sheet, 'Ship to');
  doc.font('Helvetica').fontSize(10).text(`Delivery: ${order.delivery_label}`).moveDown();
  if (order.partial) doc.font('Helvetica-Oblique').fontSize(9).text('Lines of your products only.').moveDown(0.5);
  const columns: Column[] = [
    { title: 'Item', width: PAGE.width - 200 },
    { title: 'SKU', width: 140 },
    { title: 'Qty', width: 60, align: 'right' },
  ];
  row(
    doc,
    columns,
    columns.map((c) => c.title),
    true,
  );
  rule(doc);
  for (const line of order.lines) {
    row(doc, columns, [[line.name, lineOptionsText(line)].filter(Boolean).join('\n'), line.sku, String(line.quantity)]);
  }
  rule(doc);
  row(doc, columns, ['Items', '', String(order.item_count)], true);
  if (order.customer_note) {
    doc.moveDown().font('Helvetica-Bold').fontSize(10).text("Customer's note", PAGE.margin);
    doc.font('Helvetica').fontSize(10).text(order.customer_note, { width: PAGE.width });
  }
}
