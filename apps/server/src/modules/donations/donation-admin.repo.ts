import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Donation, type donationCountQuery, formatMoney, periodStart } from '@stallfront/shared';
import { donations } from '../../db/schema/index.js';
import { contactSearch } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

/** The store listing its donations, and the moment its period filter counts back from. */
export interface DonationScope {
  storeId: string;
  now: Date;
}

/** The console's donations: every one the shop took, paid or declined. */
export const donationList = listResource({
  table: donations,
  columns: getTableColumns(donations),
  where: ({ storeId, now }: DonationScope, filters: z.output<typeof donationCountQuery>) =>
    owned(
      donations,
      storeId,
      filters.status ? eq(donations.status, filters.status) : undefined,
      filters.period ? sql`${donations.createdAt} >= ${periodStart(filters.period, now).toISOString()}` : undefined,
      contactSearch(donations, filters.search),
    ),
  sorts: { created: donations.createdAt, amount: donations.amount },
  toItem: (r): Donation => ({
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
  }),
  csv: {
    fileName: 'donations.csv',
    columns: ['created_on', 'status', 'name', 'email', 'phone', 'amount', 'currency', 'note', 'reference'],
    row: (d) => ({ ...d, amount: formatMoney(d.amount, d.currency) }),
  },
});
