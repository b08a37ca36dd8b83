import { type SQL, sql } from 'drizzle-orm';
import type { DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);

/** The range's instants: from the first day's midnight (UTC) up to, not including, the midnight after the last. */
export interface Window {
  start: Date;
  end: Date;
}
export const windowOf = (range: DayRange): Window => ({
  start: new Date(`${range.from}T00:00:00Z`),
  end: new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000),
});

/** A window's bound as the UTC calendar day the rollups key their rows by. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const utcDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The stores now, by one column: a full read of the stores table, which is small beside orders. */
export async function storesBy(db: Db, column: 'type' | 'status') {
  const result = await db.execute(
    sql`select ${sql.identifier(column)} as key, count(*)::int as stores from stores group by 1 order by 2 desc, 1`,
  );
  return rowsOf<{ key: string; stores: number }>(result).map((r) => ({ key: r.key, stores: n(r.stores) }));
}

/** Per UTC day of the window: people who started the sign-up form (first time), stores created, plan payments paid. */
export async function dayCounts(db: Db, w: Window) {
  const [signups, created, paid] = await Promise.all([
    db.execute(sql`select day::text as day, people as n from signup_step_days
      where step = '*' and day >= ${dayOf(w.start)}::date and day < ${dayOf(w.end)}::date`),
    db.execute(sql`select ${utcDay(sql`created_at`)} as day, count(*)::int as n from stores
      where created_at >= ${w.start} and created_at < ${w.end} group by 1`),
    db.execute(sql`select ${utcDay(sql`settled_at`)} as day, count(*)::int as n from billing_payments
      where status = 'paid' and settled_at >= ${w.start} and settled_at < ${w.end} group by 1`),
  ]);
  const byDay = (result: unknown) => new Map(rowsOf<{ day: string; n: number }>(result).map((r) => [r.day, n(r.n)]));
  return { signups: byDay(signups), created: byDay(created), paid: byDay(paid) };
}

/** People (by email) who first reached each step of the sign-up form in the window: a row a day and step. */
export async function stepsReached(db: Db, w: Window): Promise<Record<string, number>> {
  const result = await db.execute(sql`select step, sum(people)::int as n from signup_step_days
    where step <> '*' and day >= ${dayOf(w.start)}::date and day < ${dayOf(w.end)}::date group by step`);
  return Object.fromEntries(rowsOf<{ step: string; n: number }>(result).map((r) => [r.step, n(r.n)]));
}

type Money = { currency: string; amount: number; payments: number };
const moneyRows = (result: unknown): Money[] =>
  rowsOf<{ currency: string; amount: unknown; payments: unknown }>(result).map((r) => ({
    currency: r.currency,
    amount: n(r.amount),
    payments: n(r.payments),
  }));

/** Plan payments paid in the window, per currency. */
export async function planRevenue(db: Db, w: Window): Promise<Money[]> {
  return moneyRows(
    await db.execute(sql`select currency, sum(amount)::bigint as amount, count(*)::int as payments from billing_payments
      where status = 'paid' and settled_at >= ${w.start} and settled_at < ${w.end} group by 1 order by 2 desc`),
  );
}

/**
 * What the platform's fee account gained in the window (its postings; a refund's reversal
 * subtracts), from the daily rollup the ledger's triggers keep (platform_fee_days): at most 366
 * days × currencies × 8 slots, however many orders paid a fee. A currency whose postings all
 * left with their store (rows at zero) is not shown.
 */
export async function feeRevenue(db: Db, w: Window): Promise<Money[]> {
  return moneyRows(
    await db.execute(sql`select currency, sum(amount)::bigint as amount, sum(postings)::int as payments
      from platform_fee_days where day >= ${isoDay(w.start)}::date and day < ${isoDay(w.end)}::date
      group by 1 having sum(postings) <> 0 order by 2 desc`),
  );
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Stores still in their sign-up trial, and trial features still running (TRIAL_DAYS from their day). */
export async function trialCounts(db: Db, now: Date, trialDays: number) {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - trialDays * 86_400_000);
  const result = await db.execute(sql`select
      (select count(*)::int from stores where trial_expiry > ${now}) as stores,
      (select count(*)::int from trial_features where status and not uninstalled and created_at >= ${since}) as features`);
  const [row] = rowsOf<{ stores: number; features: number }>(result);
  return { stores: n(row?.stores), features: n(row?.features) };
}

/** Feedback sent in the window, and stores with a chat message support has not read (the unread index). */
export async function supportCounts(db: Db, w: Window) {
  const result = await db.execute(sql`select
      (select count(*)::int from feedbacks where created_at >= ${w.start} and created_at < ${w.end}) as feedback,
      (select count(distinct store_id)::int from chat_messages where read_at is null and "from" = 'store') as open_chats`);
  const [row] = rowsOf<{ feedback: number; open_chats: number }>(result);
  return { feedback: n(row?.feedback), open_chats: n(row?.open_chats) };
}
