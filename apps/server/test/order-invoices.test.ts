import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DocumentBatch, invoiceYearLabel, rupeesInWords } from '@stallfront/shared';
import { orders, stores } from '../src/db/schema/index.js';
import { money } from '../src/modules/orders/invoices/invoice-layout.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, addTaxClass, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let tag = 0;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Chennai Weaves', country: 'IN' });
});
afterAll(() => t.close());

/** Buys each sku once through the shop, by card (a declined one leaves the order inactive). */
async function buy(
  store: typeof shop,
  skus: string[],
  { region = '', country = 'IN', card = '4242424242424242' } = {},
) {
  const shopper = new Shopper(t);
  for (const sku of skus) await shopper.post(`${store.base}/cart`, { sku, quantity: '1' });
  const page = await shopper.get(`${store.base}/checkout`);
  const hidden = (field: string) => page.html.match(new RegExp(`name="${field}" value="([^"]*)"`))?.[1] ?? '';
  const placed = await shopper.post(`${store.base}/checkout`, {
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98400 12345',
    line1: '12 Beach Road',
    city: 'Chennai',
    region,
    postal_code: '600001',
    country,
    delivery_method: 'express',
    payment_method: 'test_card',
    card_number: card,
    expected_subtotal: hidden('expected_subtotal'),
    idempotency_key: hidden('idempotency_key'),
  });
  expect([303, 402]).toContain(placed.status);
  const [order] = await t.app.ctx.db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, hidden('idempotency_key')));
  if (!order) throw new Error('no order');
  return order;
}

/** A product charged `taxRate` percent; a vendor's product takes a class its store's owner (`owner`) made. */
async function product(token: string, name: string, price: number, taxRate: number, owner = token) {
  tag += 1;
  const tax_class_id = taxRate ? await addTaxClass(t, owner, taxRate) : null;
  return addProduct(t, token, { sku: `INV-${tag}`, slug: `inv-${tag}`, name, price, stock: 50, tax_class_id });
}

/** Downloads a PDF and answers its status, content type and text with white space collapsed. */
async function pdfText(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body as object } : {}),
  });
  if (res.statusCode !== 200) return { status: res.statusCode, type: res.headers['content-type'], text: res.body };
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return { status: res.statusCode, type: res.headers['content-type'], text: text.replace(/\s+/g, ' ') };
}

describe('invoice PDF', () => {
  it('prints the store, order number, lines, GST per rate, total and the total in words for an IN store', async () => {
    const saree = await product(shop.token, 'Kanchi Silk Saree', 100_050, 18);
    const stole = await product(shop.token, 'Cotton Stole', 20_000, 5);
    const order = await buy(shop, [saree.sku, stole.sku]);
    const pdf = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, shop.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain('Chennai Weaves');
    expect(pdf.text).toContain('TAX INVOICE');
    expect(pdf.text).toContain(`Order #${order.number}`);
    expect(pdf.text).toContain('Kanchi Silk Saree');
    expect(pdf.text).toContain('Cotton Stole');
    expect(pdf.text).toContain('INR 1,000.50');
    expect(pdf.text).toContain(`Subtotal ${money(order.subtotal, 'INR')}`);
    expect(pdf.text).toContain('IGST 18% INR 180.09');
    expect(pdf.text).toContain('IGST 5% INR 10.00');
    expect(pdf.text).toContain(`Total ${money(order.total, 'INR')}`);
    expect(pdf.text).toContain(`Amount in words: ${rupeesInWords(order.total)}`);
    expect(pdf.text).toContain('Payment: Card, paid');
    expect(pdf.text).toContain('12 Beach Road');
  });

  it("a packing slip has lines, quantities, SKUs, address, delivery and the customer's note, and no prices", async () => {
    const saree = await product(shop.token, 'Mysore Silk Saree', 75_000, 18);
    const order = await buy(shop, [saree.sku]);
    // Left at a checkout that asks for notes (store-settings.test): the packer reads it.
    await t.app.ctx.db.update(orders).set({ customerNote: 'Gift wrap, please' }).where(eq(orders.id, order.id));
    const pdf = await pdfText('GET', `/api/store/orders/${order.id}/packing-slip`, shop.token);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain("Customer's note Gift wrap, please");
    expect(pdf.text).toContain('PACKING SLIP');
    expect(pdf.text).toContain(`Order #${order.number}`);
    expect(pdf.text).toContain('Mysore Silk Saree');
    expect(pdf.text).toContain(saree.sku);
    expect(pdf.text).toContain('Delivery: Express');
    expect(pdf.text).toContain('600001');
    expect(pdf.text).not.toContain('INR');
    expect(pdf.text).not.toContain('750');
  });

  it("a vendor's invoice shows only its lines and its own totals", async () => {
    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography', country: 'US' });
    const vendor = await memberToken(t, bazaar.id, 'vendor', ['add_product', 'update_product']);
    const vase = await product(vendor, 'Clay Vase', 30_000, 10, bazaar.token);
    const bowl = await product(bazaar.token, 'Brass Bowl', 45_000, 10);
    const order = await buy(bazaar, [vase.sku, bowl.sku], { country: 'US' });
    const mine = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, vendor);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('Clay Vase');
    expect(mine.text).not.toContain('Brass Bowl');
    expect(mine.text).toContain('Lines of your products only.');
    expect(mine.text).toContain('Tax 10%');
    expect(mine.text).toContain(`Total ${money(33_000, order.currency)}`);
    expect(mine.text).not.toContain('Amount in words');
    const owner = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, bazaar.token);
    expect(owner.text).toContain('Brass Bowl');
    expect(owner.text).toContain('Clay Vase');
    const storeOnly = await buy(bazaar, [bowl.sku], { country: 'US' });
    expect((await pdfText('GET', `/api/store/orders/${storeOnly.id}/invoice`, vendor)).status).toBe(404);
  });

  it("another store's order is a 404, and a bad id names the field", async () => {
    const other = await shopStore(t, { name: 'Other Invoice Store' });
    const order = await buy(shop, [(await product(shop.token, 'Jute Bag', 5_000, 0)).sku]);
    for (const path of ['invoice', 'packing-slip']) {
      const res = await pdfText('GET', `/api/store/orders/${order.id}/${path}`, other.token);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Jute Bag');
    }
    const batch = await finishedBatch(other.token, { ids: [order.id] });
    expect(batch).toMatchObject({ status: 'failed', error: 'This order does not exist in your store.' });
    expect((await pdfText('GET', `/api/store/orders/document_batches/${batch._id}/file`, other.token)).status).toBe(
      409,
    );
    const bad = await t.call('GET', '/api/store/orders/not-an-id/invoice', undefined, shop.token);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });
});

const invoiceNumberIn = (text: string) => /Invoice No\. (\S+)/.exec(text)?.[1] ?? null;

describe('invoice numbers and the seller', () => {
  it("prints the seller's address, GSTIN and the buyer's state as the place of supply, and a variant once", async () => {
    const weaves = await shopStore(t, { name: 'Madurai Looms', country: 'IN' });
    await t.app.ctx.db
      .update(stores)
      .set({
        gstNo: '33AAGFF2604K1ZP',
        companyDetails: {
          name: 'Madurai Looms Private Limited',
          address: '5 North Masi Street',
          city: 'Madurai',
          state: 'Tamil Nadu',
          postal_code: '625001',
        },
      })
      .where(eq(stores.id, weaves.id));
    await t.written();
    const shorts = await addProduct(t, weaves.token, {
      sku: 'CARGO',
      slug: 'cargo-shorts',
      name: 'Cargo Shorts',
      price: 99_900,
      tax_class_id: await addTaxClass(t, weaves.token, 5),
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], sku: 'CARGO-S', price: 99_900, stock: 5 },
        { option_values: ['M'], sku: 'CARGO-M', price: 99_900, stock: 5 },
      ],
    });
    expect(shorts.sku).toBe('CARGO');
    const order = await buy(weaves, ['CARGO-S'], { region: 'karnataka' });
    const pdf = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, weaves.token);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Madurai Looms Private Limited');
    expect(pdf.text).toContain('5 North Masi Street');
    expect(pdf.text).toContain('Madurai, Tamil Nadu, 625001');
    expect(pdf.text).toContain('GSTIN 33AAGFF2604K1ZP');
    expect(pdf.text).toContain('Place of supply: Karnataka (29)');
    const year = invoiceYearLabel(t.clock.now(), 'Asia/Kolkata', 'IN');
    expect(pdf.text).toContain(`Invoice No. INV/${year}/0001`);
    expect(pdf.text).toMatch(/Invoice date: \d{1,2} \w{3} \d{4}/);
    // The line's name carries its size; the size is not printed a second time under it.
    expect(pdf.text).toContain('Cargo Shorts / S SKU CARGO-S');
    // The packing slip neither numbers the invoice nor prints it.
    const slip = await pdfText('GET', `/api/store/orders/${order.id}/packing-slip`, weaves.token);
    expect(slip.text).toContain('Cargo Shorts / S CARGO-S');
    expect(slip.text).not.toContain('Invoice No.');
    expect(slip.text).not.toContain('GSTIN');
  });

  it('numbers a store’s invoices one after another; an order keeps its number; a failed payment or a vendor’s share gets none', async () => {
    const looms = await shopStore(t, { name: 'Numbered Looms', country: 'IN' });
    const item = await product(looms.token, 'Numbered Scarf', 10_000, 5);
    const first = await buy(looms, [item.sku]);
    const second = await buy(looms, [item.sku]);
    const year = invoiceYearLabel(t.clock.now(), 'Asia/Kolkata', 'IN');
    const numberOf = async (id: string) =>
      invoiceNumberIn((await pdfText('GET', `/api/store/orders/${id}/invoice`, looms.token)).text);
    // Numbered in the order they are first printed, not by order number.
    expect(await numberOf(second.id)).toBe(`INV/${year}/0001`);
    expect(await numberOf(first.id)).toBe(`INV/${year}/0002`);
    expect(await numberOf(second.id)).toBe(`INV/${year}/0001`);
    // Staff print the same number; the batch prints it too.
    const staff = await memberToken(t, looms.id, 'staff', ['orders']);
    expect(invoiceNumberIn((await pdfText('GET', `/api/store/orders/${first.id}/invoice`, staff)).text)).toBe(
      `INV/${year}/0002`,
    );
    const third = await buy(looms, [item.sku]);
    const batch = await finishedBatch(looms.token, { ids: [first.id, third.id] });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/store/orders/document_batches/${batch._id}/file`,
      headers: { authorization: `Bearer ${looms.token}` },
    });
    const pages = (await pagesOf(file.rawPayload)).map((p) => p.replace(/\s+/g, ' '));
    expect(pages.map(invoiceNumberIn)).toEqual([`INV/${year}/0002`, `INV/${year}/0003`]);

    const declined = await buy(looms, [item.sku], { card: '4000000000000002' });
    expect(declined.status).toBe('inactive');
    const unpaid = await pdfText('GET', `/api/store/orders/${declined.id}/invoice`, looms.token);
    expect(unpaid.status).toBe(200);
    expect(invoiceNumberIn(unpaid.text)).toBeNull();
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, declined.id));
    expect(row?.invoiceNumber).toBeNull();
    // The next printed invoice takes the next number: nothing was used up by the unpaid order.
    const fourth = await buy(looms, [item.sku]);
    expect(await numberOf(fourth.id)).toBe(`INV/${year}/0004`);
  });

  it('gives distinct numbers with no gap when many invoices are first printed at once', async () => {
    const rush = await shopStore(t, { name: 'Rush Looms', country: 'IN' });
    const item = await product(rush.token, 'Rush Towel', 5_000, 5);
    const bought = [];
    for (let i = 0; i < 6; i++) bought.push(await buy(rush, [item.sku]));
    // Each order asked for twice at the same moment, all twelve together.
    const asked = [...bought, ...bought].map((o) => pdfText('GET', `/api/store/orders/${o.id}/invoice`, rush.token));
    const printed = await Promise.all(asked);
    expect(printed.every((p) => p.status === 200)).toBe(true);
    const numbers = printed.map((p) => invoiceNumberIn(p.text));
    const year = invoiceYearLabel(t.clock.now(), 'Asia/Kolkata', 'IN');
    // The two prints of one order agree, and the six orders hold 0001 to 0006.
    expect(numbers.slice(0, 6)).toEqual(numbers.slice(6));
    expect([...new Set(numbers)].sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `INV/${year}/000${n}`));
    const rows = await t.app.ctx.db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.storeId, rush.id));
    expect(rows.map((r) => r.n).sort()).toEqual([...new Set(numbers)].sort());
  });

  it('numbers by the calendar year outside India, names the tax id as the country does, and prints none unset', async () => {
    const london = await shopStore(t, { name: 'Camden Prints', country: 'GB' });
    const item = await product(london.token, 'Camden Poster', 2_500, 20);
    const order = await buy(london, [item.sku], { country: 'GB' });
    const bare = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, london.token);
    expect(bare.text).toContain(`Invoice No. INV/${invoiceYearLabel(t.clock.now(), 'Europe/London', 'GB')}/0001`);
    expect(bare.text).not.toMatch(/VAT No\.|Tax ID|GSTIN|Place of supply/);
    await t.app.ctx.db.update(stores).set({ gstNo: 'GB123456789' }).where(eq(stores.id, london.id));
    await t.written();
    const taxed = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, london.token);
    expect(taxed.text).toContain('VAT No. GB123456789');
    expect(invoiceNumberIn(taxed.text)).toBe(invoiceNumberIn(bare.text));
  });

  it("prints no invoice number on a vendor's share of a shared order", async () => {
    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography', country: 'IN' });
    const vendor = await memberToken(t, bazaar.id, 'vendor', ['add_product', 'update_product']);
    const vase = await product(vendor, 'Share Vase', 30_000, 12, bazaar.token);
    const bowl = await product(bazaar.token, 'Share Bowl', 45_000, 12);
    const order = await buy(bazaar, [vase.sku, bowl.sku]);
    const mine = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, vendor);
    expect(mine.text).toContain('Lines of your products only.');
    expect(invoiceNumberIn(mine.text)).toBeNull();
    const whole = await pdfText('GET', `/api/store/orders/${order.id}/invoice`, bazaar.token);
    expect(invoiceNumberIn(whole.text)).toMatch(/^INV\/\d{4}-\d{2}\/0001$/);
  });
});

/** A 2×2 red PNG, built here so the test needs no image file. */
function tinyPng(): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the store logo', () => {
  it('draws an http(s) PNG logo above the name, and the name alone when the logo cannot be fetched', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(tinyPng());
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const logoStore = await shopStore(t, { name: 'Logo Store', country: 'IN' });
    const order = await buy(logoStore, [(await product(logoStore.token, 'Brass Lamp', 9_900, 18)).sku]);
    const imagesOf = async (logo: string) => {
      await t.app.ctx.db.update(stores).set({ logo }).where(eq(stores.id, logoStore.id));
      await t.written();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/store/orders/${order.id}/invoice`,
        headers: { authorization: `Bearer ${logoStore.token}` },
      });
      expect(res.statusCode).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
      const { text } = await parser.getText();
      await parser.destroy();
      expect(text).toContain('Logo Store');
      // pdf-parse's image listing skips images this small, so count the image objects in the file.
      return res.rawPayload.toString('latin1').split('/Subtype /Image').length - 1;
    };
    try {
      expect(await imagesOf(`http://127.0.0.1:${port}/logo.png`)).toBe(1);
      expect(await imagesOf(`http://127.0.0.1:${port}/missing.png`)).toBe(0);
      expect(await imagesOf('/media/not-http.png')).toBe(0);
    } finally {
      server.close();
    }
  });
});

/** Queues a batch of PDFs and waits for its job to finish it. */
async function finishedBatch(token: string, body: { ids: string[]; document?: string }): Promise<DocumentBatch> {
  const queued = await t.call('POST', '/api/store/orders/document_batches', body, token);
  expect(queued.statusCode).toBe(200);
  const id = (queued.body as { data: DocumentBatch }).data._id;
  return vi.waitFor(
    async () => {
      const res = await t.call('GET', `/api/store/orders/document_batches/${id}`, undefined, token);
      const batch = (res.body as { data: DocumentBatch }).data;
      if (batch.status === 'queued') throw new Error('still queued');
      return batch;
    },
    { timeout: 20_000, interval: 100 },
  );
}

const pagesOf = async (payload: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(payload) });
  const result = await parser.getText();
  await parser.destroy();
  return result.pages.map((page) => page.text);
};

describe('bulk invoices and packing slips, made by a background job', () => {
  it('puts the invoices of 3 orders in one PDF, one order per page, and the packing slips without prices', async () => {
    const item = await product(shop.token, 'Temple Lamp', 12_500, 12);
    const bought = [await buy(shop, [item.sku]), await buy(shop, [item.sku]), await buy(shop, [item.sku])];
    const ids = bought.map((o) => o.id);
    const invoices = await finishedBatch(shop.token, { ids });
    expect(invoices).toMatchObject({
      status: 'ready',
      document: 'invoice',
      order_count: 3,
      file_name: 'invoices-3.pdf',
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/store/orders/document_batches/${invoices._id}/file`,
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('invoices-3.pdf');
    const pages = await pagesOf(file.rawPayload);
    expect(pages).toHaveLength(3);
    for (const [i, order] of bought.entries()) expect(pages[i]).toContain(`Order #${order.number}`);

    const slips = await finishedBatch(shop.token, { ids, document: 'packing_slip' });
    const slipText = await pdfText('GET', `/api/store/orders/document_batches/${slips._id}/file`, shop.token);
    expect(slipText.text).toContain('PACKING SLIP');
    expect(slipText.text).toContain('Temple Lamp');
    expect(slipText.text).not.toContain(money(12_500, bought[0]?.currency ?? 'INR'));
  });

  it('is read only by whoever queued it: another member of the store or another store gets a 404', async () => {
    const order = await buy(shop, [(await product(shop.token, 'Coir Mat', 4_000, 0)).sku]);
    const batch = await finishedBatch(shop.token, { ids: [order.id] });
    const staff = await memberToken(t, shop.id, 'staff', ['orders']);
    const other = await shopStore(t, { name: 'Batch Peeker' });
    for (const token of [staff, other.token]) {
      expect(
        (await t.call('GET', `/api/store/orders/document_batches/${batch._id}`, undefined, token)).statusCode,
      ).toBe(404);
      expect((await pdfText('GET', `/api/store/orders/document_batches/${batch._id}/file`, token)).status).toBe(404);
    }
  });

  it('refuses an empty selection, more than 500 ids and an unknown document', async () => {
    const call = (body: unknown) => t.call('POST', '/api/store/orders/document_batches', body, shop.token);
    expect((await call({ ids: [] })).statusCode).toBe(400);
    const ids = Array.from({ length: 501 }, () => crypto.randomUUID());
    expect((await call({ ids })).statusCode).toBe(400);
    const unknown = await call({ ids: [crypto.randomUUID()], document: 'receipt' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('document');
  });
});
