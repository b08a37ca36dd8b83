import {
  averageOrderValue,
  type BranchDashboard,
  type DayRange,
  fillDays,
  previousPeriod,
  storeDayOf,
  type VendorDashboard,
} from '@stallfront/shared/dashboard';
import { vendorWalletAccounts } from '@stallfront/shared/wallet';
import type { Db } from '../../db/client.js';
import { balances } from '../../platform/ledger/ledger.js';
import type { DayFigures } from './dashboard.repo.js';
import type { DashboardStore } from './dashboard.service.js';
import { type OwnShare, ownSalesDays, ownTopProducts } from './vendor-dashboard.repo.js';

const zero = (day: string): DayFigures => ({ day, orders: 0, sales: 0, units: 0 });

function totalsOf(days: readonly DayFigures[]) {
  const sum = days.reduce(
    (t, d) => ({ orders: t.orders + d.orders, sales: t.sales + d.sales, units: t.units + d.units }),
    { orders: 0, sales: 0, units: 0 },
  );
  return { ...sum, average_order_value: averageOrderValue(sum.sales, sum.orders) };
}

/** A vendor's or a branch's dashboard: the owner's shape over its own share of the orders. */
async function readOwnDashboard(db: Db, store: DashboardStore, share: OwnShare, range: DayRange, now: Date) {
  const previous = previousPeriod(range);
  const today = storeDayOf(now, store.timeZone);
  const [rows, top] = await Promise.all([
    ownSalesDays(db, share, { from: previous.from, to: range.to }, today),
    ownTopProducts(db, share, range),
  ]);
  return {
    currency: store.currency,
    time_zone: store.timeZone,
    period: { ...range, ...totalsOf(fillDays(range, rows, zero)) },
    previous: { ...previous, ...totalsOf(fillDays(previous, rows, zero)) },
    days: fillDays(range, rows, zero),
    top_products: top,
    today: { day: today, ...totalsOf([rows.find((r) => r.day === today) ?? zero(today)]) },
  };
}

export async function readVendorDashboard(
  db: Db,
  store: DashboardStore,
  vendorId: string,
  range: DayRange,
  now: Date,
): Promise<VendorDashboard> {
  const accounts = vendorWalletAccounts(vendorId);
  const [dashboard, held] = await Promise.all([
    readOwnDashboard(db, store, { kind: 'vendor', storeId: store.id, vendorId }, range, now),
    balances(db, store.id, [accounts.pending, accounts.available]),
  ]);
  return {
    ...dashboard,
    balance: { pending: held.get(accounts.pending) ?? 0, available: held.get(accounts.available) ?? 0 },
  };
}

export function readBranchDashboard(
  db: Db,
  store: DashboardStore,
  branchId: string,
  range: DayRange,
  now: Date,
): Promise<BranchDashboard> {
  return readOwnDashboard(db, store, { kind: 'branch', storeId: store.id, branchId }, range, now);
}
