import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { WalletEntry, WalletSide } from '@stallfront/shared/wallet';
import { minorToDecimal } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema/index.js';
import { toCsv } from '../../platform/files/csv.js';
import { cappedCount } from '../../platform/list/count.js';
import { containing } from '../../platform/list/contact-search.js';
import { type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { rowsAs } from '../../platform/list/search.js';

/**
 * A wallet as the ledger holds it: the accounts of one store it sums (the store's `store:wallet`,
 * or a vendor's pending and available), each named by the side the screen shows it on.
 */
export interface WalletScope {
  storeId: string;
  /** account name → side */
  accounts: Readonly<Record<string, WalletSide>>;
  /** The store's time zone: the date filter is of the store's days. */
  timeZone: string;
}

export interface WalletFilters {
  search?: string;
  from?: string;
  to?: string;
}

interface PageBody extends WalletFilters {
  sort: string;
  direction: 'asc' | 'desc';
  cursor?: string | null;
  limit: number;
}

const EXPORT_MAX = 50_000;
const e = ledgerEntries;
/**
 * A row's moment to the millisecond: what a cursor carries, so the rows of one transaction (one
 * moment) that a page boundary splits are neither skipped nor shown twice.
 */
const AT_MS = sql.raw(`date_trunc('milliseconds', created_at)`);

/** The wallet's rows (its accounts in its store): what every read starts from. */
const ofWallet = (scope: WalletScope) =>
  and(eq(e.storeId, scope.storeId), inArray(e.account, Object.keys(scope.accounts))) as SQL;

/** The filters, on the rows of the wallet: store-local days and a text in the memo. */
function filtersOf(scope: WalletScope, filters: WalletFilters): SQL | undefined {
  const day = sql`(${e.createdAt} at time zone ${scope.timeZone})::date`;
  return and(
    filters.from ? sql`${day} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${day} <= ${filters.to}::date` : undefined,
    filters.search ? ilike(e.memo, containing(filters.search)) : undefined,
  );
}

const sortOf = (direction: 'asc' | 'desc'): KeysetSort => ({
  column: e.createdAt,
  id: e.id,
  direction,
  key: 'timestamp',
  valueOf: (row) => row.createdAt,
});

/**
 * The wallet's rows, each with the balance after it: a window sum over all the wallet's rows in
 * the order they were posted, computed before the filter, so a filtered page still shows what the
 * wallet held. The rows of one transaction are peers in the window, so each shows the balance
 * after the whole transaction (a statement's move from pending to available never shows as a
 * passing double). Aliased as the table, the filters and the keyset read it.
 * It reads every row of the wallet once per page (the index on store_id, account finds them):
 * fine for a store's thousands of rows; a stored running balance would be the next step.
 */
async function rowsOf(db: Db, scope: WalletScope, body: PageBody, limit: number) {
  const sort = sortOf(body.direction);
  const running = rowsAs(
    e,
    sql`select id, store_id, transaction_id, account, amount, currency, memo, ${AT_MS} as created_at,
        sum(amount) over (order by ${AT_MS}, transaction_id)::bigint as running_balance
      from ${e} where ${ofWallet(scope)}`,
  );
  const rows = await db
    .select({
      id: e.id,
      transactionId: e.transactionId,
      account: e.account,
      amount: e.amount,
      currency: e.currency,
      memo: e.memo,
      createdAt: e.createdAt,
      balance: sql<string>`running_balance`.mapWith(Number),
    })
    .from(running)
    .where(and(filtersOf(scope, body), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(limit);
  return { rows, sort };
}

const itemOf = (scope: WalletScope, row: Awaited<ReturnType<typeof rowsOf>>['rows'][number]): WalletEntry => ({
  _id: row.id,
  transaction_id: row.transactionId,
  side: scope.accounts[row.account] ?? 'wallet',
  amount: row.amount,
  balance: row.balance,
  currency: row.currency,
  memo: row.memo,
  created_on: row.createdAt.toISOString(),
});

/** One keyset page of the wallet's rows, newest first unless asked otherwise. */
export async function walletPage(db: Db, scope: WalletScope, body: PageBody) {
  const { rows, sort } = await rowsOf(db, scope, body, body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  return { list: page.list.map((row) => itemOf(scope, row)), next_cursor: page.next_cursor };
}

/** How many of the wallet's rows match the filters (capped as every list's count). */
export function walletCount(db: Db, scope: WalletScope, filters: WalletFilters) {
  return cappedCount(db, e, and(ofWallet(scope), filtersOf(scope, filters)) as SQL);
}

const SIDE_LABEL: Record<WalletSide, string> = {
  wallet: 'Wallet',
  owed: 'Owed',
  pending: 'Pending',
  available: 'Available',
};

/** Every matching row as CSV, amounts as decimals of the currency, in the list's order. */
export async function walletCsv(db: Db, scope: WalletScope, body: PageBody, fileName: string) {
  const { rows } = await rowsOf(db, scope, { ...body, cursor: null }, EXPORT_MAX);
  const items = rows.map((row) => itemOf(scope, row));
  // The store's columns stay as they were: a row of its debt says so in its description.
  const vendor = Object.values(scope.accounts).some((side) => side === 'pending' || side === 'available');
  // What came in and what went out in two columns: a spreadsheet sums each, and no cell starts with a sign.
  const columns = [
    'Date',
    ...(vendor ? ['Side'] : []),
    'Description',
    'In',
    'Out',
    'Balance',
    'Currency',
    'Transaction',
  ];
  const csvRows = items.map((item) => ({
    Date: item.created_on,
    Side: SIDE_LABEL[item.side],
    Description: item.side === 'owed' ? `${item.memo} (owed)` : item.memo,
    In: item.amount > 0 ? minorToDecimal(item.amount, item.currency) : '',
    Out: item.amount < 0 ? minorToDecimal(-item.amount, item.currency) : '',
    Balance: minorToDecimal(item.balance, item.currency),
    Currency: item.currency,
    Transaction: item.transaction_id,
  }));
  return { name: fileName, file: toCsv(columns, csvRows) };
}
