import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Donation, type donationCountQuery, type donationListBody, periodStart } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type DonationRow, donations } from '../../db/schema/index.js';
import { cappedCount } from '../../platform/list/count.js';
import { contactSearch } from '../../platform/list/contact-search.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { owned } from '../../platform/store-scope.js';

type ListBody = z.output<typeof donationListBody>;
type Filters = z.output<typeof donationCountQuery>;

function donationConditions(storeId: string, filters: Filters, now: Date): SQL {
  return owned(
    donations,
    storeId,
    filters.status ? eq(donations.status, filters.status) : undefined,
    filters.period ? sql`${donations.createdAt} >= ${periodStart(filters.period, now).toISOString()}` : undefined,
    contactSearch(donations, filters.search),
  );
}

function sortOf(body: ListBody): KeysetSort {
  const base = { id: donations.id, direction: body.direction };
  if (body.sort === 'amount') return { ...base, column: donations.amount, valueOf: (r) => Number(r.amount) };
  return {
    ...base,
    column: donations.createdAt,
    valueOf: (r) => dateCursor.valueOf(r.createdAt),
    parse: dateCursor.parse,
  };
}

const toDonation = (r: DonationRow): Donation => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  amount: r.amount,
  currency: r.currency,
  note: r.note,
  status: r.status,
  reference: r.reference,
  created_on: r.createdAt.toISOString(),
});

export async function listDonations(db: Db, storeId: string, body: ListBody, now: Date) {
  const sort = sortOf(body);
  const rows = await db
    .select()
    .from(donations)
    .where(and(donationConditions(storeId, body, now), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  return { list: page.list.map(toDonation), next_cursor: page.next_cursor };
}

export const countDonations = (db: Db, storeId: string, filters: Filters, now: Date) =>
  cappedCount(db, donations, donationConditions(storeId, filters, now));

export async function donationsForExport(db: Db, storeId: string, body: ListBody, now: Date) {
  const rows = await db
    .select()
    .from(donations)
    .where(donationConditions(storeId, body, now))
    .orderBy(...keysetOrder(sortOf(body)))
    .limit(50_000);
  return rows.map(toDonation);
}
