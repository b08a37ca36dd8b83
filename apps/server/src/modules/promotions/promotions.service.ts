import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  changedPromotionFields,
  discountedLines,
  FREE_PACKAGE_IDS,
  normalPromoCode,
  type PlanQuote,
  type PromotionEditable,
  type PromotionEditInput,
  type PromotionInput,
  type PromotionTerms,
  type PromotionView,
  promotionEditRefusal,
  promotionRefusal,
  recurringCovers,
  storePlan,
} from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  type PlanPromotionRow,
  planPromotionChanges,
  planPromotionUses,
  planPromotions,
  stores,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

const termsOf = (row: PlanPromotionRow): PromotionTerms & { id: string } => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amounts: row.amounts,
  validFrom: row.validFrom,
  validTo: row.validTo,
  maxUses: row.maxUses,
  uses: row.uses,
  packageIds: row.packageIds,
});

/** The promotion a store typed, checked for this plan now: 400 with the reason when it cannot be used. */
export async function usablePromotion(
  db: DbOrTx,
  storeId: string,
  typed: string,
  packageId: string,
  currency: string,
  now: Date,
): Promise<PlanPromotionRow> {
  const code = normalPromoCode(typed);
  const [row] = await db.select().from(planPromotions).where(eq(planPromotions.code, code));
  if (!row) throw badRequest(`promo_code: there is no promotion ${code}`);
  const [used] = await db
    .select({ id: planPromotionUses.id })
    .from(planPromotionUses)
    .where(and(eq(planPromotionUses.promotionId, row.id), eq(planPromotionUses.storeId, storeId)));
  const refusal = promotionRefusal(termsOf(row), { packageId, currency, now, usedByStore: Boolean(used) });
  if (refusal) throw badRequest(refusal);
  return row;
}

/** The quote with the promotion taken off (its line added, `due` lowered); a downgrade has nothing to discount. */
export async function quoteWithPromotion(
  db: DbOrTx,
  storeId: string,
  quote: PlanQuote,
  typed: string | undefined,
  now: Date,
): Promise<{ quote: PlanQuote; promotion: PlanPromotionRow | null }> {
  if (!typed?.trim()) return { quote, promotion: null };
  if (quote.kind === 'downgrade') throw badRequest('promo_code: nothing is paid now for this change');
  const promotion = await usablePromotion(db, storeId, typed, quote.package_id, quote.currency, now);
  const taken = discountedLines(quote.lines, promotion, quote.currency);
  return {
    quote: { ...quote, lines: taken.lines, due: taken.due, discount: taken.discount, promo_code: promotion.code },
    promotion,
  };
}

/**
 * Counts the store's use, inside the checkout's transaction: one guarded UPDATE raises `uses`
 * only while below `max_uses` (two stores taking the last use at once: the row lock makes the
 * second re-read it and find none left), and the unique (promotion, store) row keeps it once per store.
 */
export async function claimPromotion(
  tx: DbOrTx,
  promotion: PlanPromotionRow,
  use: { storeId: string; paymentId: string; discount: number; currency: string; now: Date },
): Promise<void> {
  const [claimed] = await tx
    .update(planPromotions)
    .set({ uses: sql`${planPromotions.uses} + 1` })
    .where(
      and(
        eq(planPromotions.id, promotion.id),
        or(isNull(planPromotions.maxUses), lt(planPromotions.uses, planPromotions.maxUses)),
      ),
    )
    .returning({ id: planPromotions.id });
  if (!claimed) throw conflict(`promo_code: ${promotion.code} has just been used up; nothing was charged`);
  const [written] = await tx
    .insert(planPromotionUses)
    .values({
      promotionId: promotion.id,
      storeId: use.storeId,
      paymentId: use.paymentId,
      discount: use.discount,
      currency: use.currency,
      usedAt: use.now,
    })
    .onConflictDoNothing()
    .returning({ id: planPromotionUses.id });
  if (!written) throw conflict(`promo_code: your store has used ${promotion.code} already`);
}

/** A payment that failed gives its promotion's use back: the store may try again, the use is not lost. */
export async function releasePromotion(tx: DbOrTx, paymentId: string): Promise<void> {
  const [released] = await tx
    .delete(planPromotionUses)
    .where(eq(planPromotionUses.paymentId, paymentId))
    .returning({ promotionId: planPromotionUses.promotionId });
  if (!released) return;
  await tx
    .update(planPromotions)
    .set({ uses: sql`greatest(${planPromotions.uses} - 1, 0)` })
    .where(eq(planPromotions.id, released.promotionId));
}

/** A renewal's discount: a recurring promotion the store used, for its months from the first use. */
export async function renewalPromotion(
  tx: DbOrTx,
  storeId: string,
  packageId: string,
  periodStart: Date,
): Promise<PlanPromotionRow | null> {
  const rows = await tx
    .select({ promotion: planPromotions, usedAt: planPromotionUses.usedAt })
    .from(planPromotionUses)
    .innerJoin(planPromotions, eq(planPromotions.id, planPromotionUses.promotionId))
    .where(and(eq(planPromotionUses.storeId, storeId), eq(planPromotions.duration, 'recurring')))
    .orderBy(desc(planPromotionUses.usedAt));
  const live = rows.find(
    ({ promotion, usedAt }) =>
      (promotion.packageIds.length === 0 || promotion.packageIds.includes(packageId)) &&
      recurringCovers(usedAt, promotion.months ?? 0, periodStart),
  );
  return live?.promotion ?? null;
}

/** The admin acting, as a promotion's change history names them. */
export interface PromotionAdmin {
  adminId: string;
  name: string;
}

function paidPlansOnly(packageIds: readonly string[]): void {
  const unknown = packageIds.find((id) => !storePlan(id) || FREE_PACKAGE_IDS.includes(id));
  if (unknown) throw badRequest(`package_ids: ${unknown} is not a paid store plan`);
}

/** The terms as stored: a percent has no amounts, an amount no percent, a first-payment code no months. */
function termsValues(
  input: Omit<PromotionEditable, 'valid_from' | 'valid_to'> & { valid_from: string; valid_to: string },
) {
  return {
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : null,
    amounts: input.kind === 'amount' ? input.amounts : {},
    validFrom: new Date(input.valid_from),
    validTo: new Date(input.valid_to),
    maxUses: input.max_uses,
    packageIds: [...new Set(input.package_ids)],
    duration: input.duration,
    months: input.duration === 'recurring' ? input.months : null,
  };
}

/** A stored promotion as the edit form names its fields. */
const editableOf = (row: PlanPromotionRow): PromotionEditable => ({
  description: row.description,
  kind: row.kind,
  percent: row.percent,
  amounts: row.amounts,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo.toISOString(),
  max_uses: row.maxUses,
  package_ids: row.packageIds,
  duration: row.duration,
  months: row.months,
});

export async function createPromotion(db: Db, input: PromotionInput, now: Date): Promise<PromotionView> {
  paidPlansOnly(input.package_ids);
  const values = {
    code: normalPromoCode(input.code),
    description: input.description,
    ...termsValues(input),
    createdAt: now,
  };
  try {
    const [row] = await db.insert(planPromotions).values(values).returning();
    return viewOf(row as PlanPromotionRow, [], [], now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`code: there is a promotion ${values.code} already`);
    throw error;
  }
}

/** The promotion, locked for the change's transaction (a store's checkout claims a use on the same row). */
async function lockedPromotion(tx: DbOrTx, id: string): Promise<PlanPromotionRow> {
  const [row] = await tx.select().from(planPromotions).where(eq(planPromotions.id, id)).for('update');
  if (!row) throw notFound('There is no promotion with this id.');
  return row;
}

/**
 * Saves an edit: a used promotion keeps its terms (409 naming the field) and its max uses stays
 * at or above its uses; the change and its author are kept with it. Nothing changed: nothing written.
 */
export async function updatePromotion(
  db: Db,
  admin: PromotionAdmin,
  input: PromotionEditInput,
  now: Date,
): Promise<PromotionView> {
  paidPlansOnly(input.package_ids);
  await db.transaction(async (tx) => {
    const row = await lockedPromotion(tx, input._id);
    const before = editableOf(row);
    const values = { description: input.description, ...termsValues(input) };
    const after = editableOf({ ...row, ...values });
    const changed = changedPromotionFields(before, after);
    const refusal = promotionEditRefusal(row.code, row.uses, changed, after);
    if (refusal) throw conflict(refusal);
    if (changed.length === 0) return;
    await tx.update(planPromotions).set(values).where(eq(planPromotions.id, row.id));
    await tx.insert(planPromotionChanges).values({
      promotionId: row.id,
      action: 'edited',
      adminId: admin.adminId,
      adminName: admin.name,
      changes: Object.fromEntries(changed.map((f) => [f, [before[f], after[f]]])),
      createdAt: now,
    });
  });
  return promotionView(db, input._id, now);
}

/** Ends the promotion now: its end moves to now (and a start still ahead with it); 409 when it has ended already. */
export async function endPromotion(db: Db, admin: PromotionAdmin, id: string, now: Date): Promise<PromotionView> {
  await db.transaction(async (tx) => {
    const row = await lockedPromotion(tx, id);
    if (row.validTo.getTime() <= now.getTime())
      throw conflict(`${row.code} has ended already (on ${row.validTo.toISOString().slice(0, 10)})`);
    const validFrom = row.validFrom.getTime() > now.getTime() ? now : row.validFrom;
    await tx.update(planPromotions).set({ validTo: now, validFrom }).where(eq(planPromotions.id, row.id));
    await tx.insert(planPromotionChanges).values({
      promotionId: row.id,
      action: 'ended',
      adminId: admin.adminId,
      adminName: admin.name,
      changes: {
        valid_to: [row.validTo.toISOString(), now.toISOString()],
        ...(validFrom === now ? { valid_from: [row.validFrom.toISOString(), now.toISOString()] } : {}),
      },
      createdAt: now,
    });
  });
  return promotionView(db, id, now);
}

const USES_SHOWN = 50;
const FIELD_ORDER = [
  'description',
  'kind',
  'percent',
  'amounts',
  'valid_from',
  'valid_to',
  'max_uses',
  'package_ids',
  'duration',
  'months',
];
const CHANGES_SHOWN = 10;

type UseWithStore = { use: typeof planPromotionUses.$inferSelect; storeName: string };
type ChangeRow = typeof planPromotionChanges.$inferSelect;

/** The promotions' views with their latest uses and changes, two more reads for all of them. */
async function viewsOf(db: Db, rows: PlanPromotionRow[], now: Date): Promise<PromotionView[]> {
  const ids = rows.map((r) => r.id);
  const [uses, changes] = ids.length
    ? await Promise.all([
        db
          .select({ use: planPromotionUses, storeName: stores.name })
          .from(planPromotionUses)
          .innerJoin(stores, eq(stores.id, planPromotionUses.storeId))
          .where(inArray(planPromotionUses.promotionId, ids))
          .orderBy(desc(planPromotionUses.usedAt)),
        db
          .select()
          .from(planPromotionChanges)
          .where(inArray(planPromotionChanges.promotionId, ids))
          .orderBy(desc(planPromotionChanges.createdAt), desc(planPromotionChanges.id)),
      ])
    : [[], []];
  return rows.map((row) =>
    viewOf(
      row,
      uses.filter((u) => u.use.promotionId === row.id).slice(0, USES_SHOWN),
      changes.filter((c) => c.promotionId === row.id).slice(0, CHANGES_SHOWN),
      now,
    ),
  );
}

async function promotionView(db: Db, id: string, now: Date): Promise<PromotionView> {
  const rows = await db.select().from(planPromotions).where(eq(planPromotions.id, id));
  const [view] = await viewsOf(db, rows, now);
  if (!view) throw notFound('There is no promotion with this id.');
  return view;
}

export async function listPromotions(db: Db, now: Date): Promise<{ list: PromotionView[]; total: number }> {
  const rows = await db.select().from(planPromotions).orderBy(desc(planPromotions.createdAt));
  const list = await viewsOf(db, rows, now);
  return { list, total: list.length };
}

function viewOf(row: PlanPromotionRow, uses: UseWithStore[], changes: ChangeRow[], now: Date): PromotionView {
  const t = now.getTime();
  const status =
    t < row.validFrom.getTime()
      ? 'scheduled'
      : t >= row.validTo.getTime()
        ? 'expired'
        : row.maxUses !== null && row.uses >= row.maxUses
          ? 'used_up'
          : 'active';
  return {
    _id: row.id,
    code: row.code,
    ...editableOf(row),
    package_ids: [...row.packageIds],
    uses: row.uses,
    status,
    created_on: row.createdAt.toISOString(),
    used_by: uses.map(({ use, storeName }) => ({
      store_id: use.storeId,
      store_name: storeName,
      payment_id: use.paymentId,
      used_on: use.usedAt.toISOString(),
      discount: use.discount,
      currency: use.currency,
    })),
    changes: changes.map((c) => ({
      action: c.action,
      admin_name: c.adminName,
      // jsonb keeps its own key order: the form's order instead.
      changed: FIELD_ORDER.filter((f) => f in c.changes),
      on: c.createdAt.toISOString(),
    })),
  };
}
