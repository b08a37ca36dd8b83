import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { dayIn, storeTimeZone } from '@stallfront/shared';
import type { Db, Tx } from '../db/client.js';
import { enquiries, quotes } from '../db/schema/index.js';
import type { Mailer } from '../platform/mail.js';
import { donate } from '../modules/donations/donation.service.js';
import { replyToEnquiry, updateEnquiry } from '../modules/enquiries/enquiry-admin.service.js';
import { cancelQuote, confirmQuote, replyToQuote } from '../modules/quotes/quote-admin.service.js';
import { linesOf } from '../modules/quotes/quote-admin.repo.js';
import { settleHistory } from './demo-orders.js';
import type { DemoStore } from './demo-stores.js';

/** History needs no announcing: the demo's replies and confirmations mail nobody. */
const SILENT: Mailer = { send: async () => {} };
const DAY = 86_400_000;
const DONORS = ['Grace Okafor', 'Kenji Sato', 'Ananya Rao', 'Noah Williams', 'Sofia Rossi', 'Omar Haddad'];
const NOTES = ['For the winter drive', '', 'Keep up the good work', 'In memory of my grandmother', ''];

/**
 * The merchant's side of the demo's requests, through the console's own services: quote
 * stores get replied, confirmed and cancelled quotes beside the live ones; enquiry stores
 * answered and closed enquiries; stores with donations a few months of gifts.
 */
export async function seedDemoRequests(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  const db = tx as unknown as Db;
  const today = dayIn(now, storeTimeZone(demo.country));
  if (demo.type === 'quot_based' && demo.subType === 'quot') {
    await settleQuotes(db, storeId, demo, now, today);
    await settleHistory(db, storeId);
  }
  if (demo.type === 'quot_based' && demo.subType === 'enquiry') {
    await answerEnquiries(db, storeId, demo, now);
    // The shoppers' questions count as told to the store: a fresh start mails nobody.
    await settleHistory(db, storeId);
  }
  if (demo.paidFeatures?.includes('donations')) {
    await seedDonations(db, storeId, demo, now);
    // The gifts' receipts count as sent: a fresh start mails no made-up donor.
    await settleHistory(db, storeId);
  }
}

async function settleQuotes(db: Db, storeId: string, demo: DemoStore, now: Date, today: string) {
  const caller = { storeId, store: { id: storeId, name: demo.name, currency: demo.currency }, now, today };
  const w = { db, mailer: SILENT, caller, now };
  const rows = await db.select().from(quotes).where(eq(quotes.storeId, storeId)).orderBy(asc(quotes.number));
  for (const [i, quote] of rows.entries()) {
    if (i >= 19) break;
    if (i >= 8 && i < 13) {
      await cancelQuote(w, { _id: quote.id, version: quote.version, reason: 'The customer chose another supplier.' });
      continue;
    }
    const lines = await linesOf(db, caller, quote.id);
    const replied = await replyToQuote(w, {
      _id: quote.id,
      version: quote.version,
      // A wholesale price: 15% off the list.
      lines: lines.map((l) => ({ _id: l.id, price: Math.round(l.listPrice * 0.85) })),
      shipping: 2_500,
      valid_until: dayIn(new Date(now.getTime() + 30 * DAY), storeTimeZone(demo.country)),
      terms: 'Net 30 days from delivery. Prices exclude tax.',
    });
    if (i < 8) {
      await confirmQuote(w, {
        _id: quote.id,
        version: replied.data.version,
        address: {
          line1: `${20 + i} Commerce Way`,
          line2: '',
          city: 'Austin',
          region: 'TX',
          postal_code: '73301',
          country: 'US',
        },
      }).catch(() => null); // a product sold out since: the quote stays replied
    }
  }
}

async function answerEnquiries(db: Db, storeId: string, demo: DemoStore, now: Date) {
  const w = {
    db,
    mailer: SILENT,
    storeId,
    storeName: demo.name,
    sentBy: `${demo.name} <owner@${demo.subDomain}.demo>`,
    now,
  };
  const rows = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.storeId, storeId))
    .orderBy(asc(enquiries.createdAt));
  for (const [i, row] of rows.slice(0, 12).entries()) {
    const answered = await replyToEnquiry(w, {
      _id: row.id,
      version: row.version,
      body: 'Thank you for asking. Yes, we can: I have sent the details to your email.',
    });
    if (i < 8) {
      await updateEnquiry(w, {
        _id: row.id,
        version: answered.data.version,
        status: 'closed',
        notes: 'Answered by email; customer satisfied.',
      });
    }
  }
}

async function seedDonations(db: Db, storeId: string, demo: DemoStore, now: Date) {
  for (let i = 0; i < 14; i++) {
    const name = DONORS[i % DONORS.length] as string;
    const when = new Date(now.getTime() - (80 - i * 6) * DAY);
    await donate(
      db,
      { id: storeId, currency: demo.currency },
      {
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${demo.subDomain}.shopper.demo`,
        phone: '',
        amount: String([100, 250, 500, 1000, 2500][i % 5]),
        note: NOTES[i % NOTES.length] as string,
        // Every seventh card is declined, as the shop keeps such attempts.
        card_number: i % 7 === 6 ? '4000 0000 0000 0002' : '4242 4242 4242 4242',
        idempotency_key: randomUUID(),
      },
      null,
      when,
    );
  }
}
