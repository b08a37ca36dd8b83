import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { type Donation, type donationCountQuery, formatMoney } from '@stallfront/shared';
import { donations } from '../../db/schema/index.js';
import { type RequestScope, requestConditions } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';

/** The console's donations: every one the shop took, paid or declined. */
export const donationList = listResource({
  table: donations,
  columns: getTableColumns(donations),
  where: (scope: RequestScope, filters: z.output<typeof donationCountQuery>) =>
    requestConditions(donations, scope, filters),
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
