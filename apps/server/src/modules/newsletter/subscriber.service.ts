import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  countOf,
  type SubscriberSource,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_CSV_MAX_ROWS,
  type SubscriberState,
  stateAfterImport,
  stateAfterSignUp,
  subscriberCsvRow,
} from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { type NewsletterSubscriberRow, newsletterSubscribers } from '../../db/schema/index.js';
import { CsvRejected, readCsvRows, rowsRefusedMessage } from '../../platform/files/csv.js';
import type { Mailer } from '../../platform/mail.js';
import { newsletterSigner } from './newsletter-tokens.js';

const t = newsletterSubscribers;

export interface SignUp {
  email: string;
  name: string;
  source: SubscriberSource;
  /** The shop knows the address is the person's (a customer account's confirmed email). */
  emailConfirmed: boolean;
}

/**
 * A sign-up from the shop or a customer account: the subscriber is pending until the mailed link
 * is followed, unless the address is confirmed already. Signing up again while pending mails a
 * fresh link; a subscribed address is left as it is.
 */
export async function signUp(db: Db, storeId: string, input: SignUp, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(t)
      .where(and(eq(t.storeId, storeId), eq(t.email, input.email)))
      .for('update');
    const status = stateAfterSignUp(found?.status ?? null, input.emailConfirmed);
    const changes = {
      status,
      name: input.name || found?.name || '',
      confirmedAt: status === 'subscribed' ? (found?.status === 'subscribed' ? found.confirmedAt : now) : null,
      unsubscribedAt: status === 'unsubscribed' ? (found?.unsubscribedAt ?? now) : null,
      updatedAt: now,
    };
    if (found) {
      const [row] = await tx.update(t).set(changes).where(eq(t.id, found.id)).returning();
      return row as NewsletterSubscriberRow;
    }
    const [row] = await tx
      .insert(t)
      .values({ storeId, email: input.email, source: input.source, createdAt: now, ...changes })
      .returning();
    return row as NewsletterSubscriberRow;
  });
}

/** The confirmation mail of a pending subscriber: one link that confirms. */
export async function mailConfirmation(
  db: Db,
  mailer: Mailer,
  shop: { id: string; name: string; url: string },
  subscriber: NewsletterSubscriberRow,
) {
  const token = (await newsletterSigner(db)).sign('confirm', shop.id, {
    subscriberId: subscriber.id,
    campaignId: null,
  });
  const link = `${shop.url}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: subscriber.email,
    subject: `Confirm your subscription to ${shop.name}`,
    text: [
      `Hello${subscriber.name ? ` ${subscriber.name}` : ''},`,
      '',
      `Confirm that you want the ${shop.name} newsletter:`,
      link,
      '',
      'If you did not sign up, ignore this email and you will get nothing more from us.',
    ].join('\n'),
  });
}

/** The subscriber a confirm link names, confirmed; null for a forged link or one of another store. */
export async function confirmSubscriber(db: Db, storeId: string, token: string, now: Date) {
  const link = (await newsletterSigner(db)).verify('confirm', storeId, token);
  if (!link) return null;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.storeId, storeId), eq(t.id, link.subscriberId)));
  if (!row) return null;
  if (row.status === 'subscribed') return row;
  const [confirmed] = await db
    .update(t)
    .set({ status: 'subscribed', confirmedAt: now, unsubscribedAt: null, unsubscribedCampaignId: null, updatedAt: now })
    .where(eq(t.id, row.id))
    .returning();
  return confirmed ?? null;
}

/** The subscriber an unsubscribe link names, or null for a forged link or one of another store. */
export async function subscriberOfUnsubscribeLink(db: Db, storeId: string, token: string) {
  const link = (await newsletterSigner(db)).verify('unsubscribe', storeId, token);
  if (!link) return null;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.storeId, storeId), eq(t.id, link.subscriberId)));
  return row ? { row, campaignId: link.campaignId } : null;
}

/** Unsubscribes by a signed link; the campaign the link came in counts the leave. */
export async function unsubscribe(db: Db, storeId: string, token: string, now: Date) {
  const found = await subscriberOfUnsubscribeLink(db, storeId, token);
  if (!found) return null;
  if (found.row.status === 'unsubscribed') return found.row;
  const [row] = await db
    .update(t)
    .set({ status: 'unsubscribed', unsubscribedAt: now, unsubscribedCampaignId: found.campaignId, updatedAt: now })
    .where(and(eq(t.id, found.row.id), eq(t.storeId, storeId)))
    .returning();
  return row ?? null;
}

const IMPORT_CHUNK = 1000;

/**
 * Adds or updates the subscribers of a CSV (email, name, status) in one transaction. The whole
 * file is checked first and nothing is written if any row is wrong. An address that repeats takes
 * its last row; an unsubscribed address stays unsubscribed (stateAfterImport).
 */
export async function importSubscribers(db: Db, storeId: string, bytes: Buffer, now: Date) {
  const { rows, errors } = readCsvRows(bytes, {
    columns: SUBSCRIBER_CSV_COLUMNS,
    required: ['email'],
    maxRows: SUBSCRIBER_CSV_MAX_ROWS,
    row: subscriberCsvRow,
  });
  if (errors.length > 0) throw new CsvRejected(rowsRefusedMessage(errors), errors.slice(0, 200));
  const byEmail = new Map(rows.map(({ row }) => [row.email, row]));
  const wanted = [...byEmail.values()];
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (let at = 0; at < wanted.length; at += IMPORT_CHUNK) {
      const chunk = wanted.slice(at, at + IMPORT_CHUNK);
      const existing = await currentStates(
        tx,
        storeId,
        chunk.map((r) => r.email),
      );
      const values = chunk.map((r) => {
        const current = existing.get(r.email) ?? null;
        if (current) updated += 1;
        else created += 1;
        const status = stateAfterImport(current, r.status);
        return {
          storeId,
          email: r.email,
          name: r.name,
          status,
          source: 'import' as const,
          confirmedAt: status === 'subscribed' ? now : null,
          unsubscribedAt: status === 'unsubscribed' ? now : null,
          createdAt: now,
          updatedAt: now,
        };
      });
      await tx
        .insert(t)
        .values(values)
        .onConflictDoUpdate({
          target: [t.storeId, t.email],
          set: {
            name: sql`case when excluded.name = '' then ${t.name} else excluded.name end`,
            status: sql`excluded.status`,
            confirmedAt: sql`case when excluded.status = 'subscribed' then coalesce(${t.confirmedAt}, excluded.confirmed_at) else ${t.confirmedAt} end`,
            unsubscribedAt: sql`case when excluded.status = 'unsubscribed' then coalesce(${t.unsubscribedAt}, excluded.unsubscribed_at) else null end`,
            updatedAt: now,
          },
        });
    }
  });
  return {
    message: `${countOf(created, 'subscriber')} added, ${countOf(updated, 'subscriber')} updated.`,
    created,
    updated,
  };
}

async function currentStates(tx: DbOrTx, storeId: string, emails: string[]) {
  const found = await tx
    .select({ email: t.email, status: t.status })
    .from(t)
    .where(and(eq(t.storeId, storeId), inArray(t.email, emails)));
  return new Map<string, SubscriberState>(found.map((r) => [r.email, r.status]));
}
