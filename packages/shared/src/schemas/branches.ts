import { z } from 'zod';
import { branchHoursIssues } from '../rules/branches.js';
import { emailField, idField, isoDate, mobileField, okData, okMessage, text } from './common.js';

/** One weekday, as an appointment category keeps it: closed, or open from `opens` to `closes`. */
const branchDay = z.object({ open: z.boolean(), opens: z.string().max(5), closes: z.string().max(5) });

/** Seven days, Monday first; each issue of the rule lands on its day's field ("hours.2.closes"). */
export const branchHours = z.array(branchDay).superRefine((week, ctx) => {
  for (const issue of branchHoursIssues(week)) {
    ctx.addIssue({
      code: 'custom',
      path: issue.field
        .split('.')
        .slice(1)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: issue.message,
    });
  }
});

const branchFields = {
  name: text(120, { min: 1, required: 'Enter the branch’s name' }),
  email: emailField,
  address: text(500, { min: 1, lines: true, required: 'Enter the branch’s address' }),
  mobile: mobileField.nullable(),
  hours: branchHours,
};

/** A new branch: its sign-in email and password come with it (the branch signs in at /branch/signin). */
export const branchCreateBody = z.object({
  ...branchFields,
  password: z.string().min(8, 'At least 8 characters').max(128, '128 characters at most'),
});
export type BranchCreateBody = z.input<typeof branchCreateBody>;

/** A change: a blank password keeps the one it has; a new one ends the branch's sessions. */
export const branchUpdateBody = z.object({
  _id: idField,
  ...branchFields,
  password: z.union([z.literal(''), z.string().min(8, 'At least 8 characters').max(128, '128 characters at most')]),
});
export type BranchUpdateBody = z.input<typeof branchUpdateBody>;

export const BRANCH_STATUSES = ['active', 'disabled'] as const;
export const branchStatusBody = z.object({ _id: idField, status: z.enum(BRANCH_STATUSES) });
export const branchIdParams = z.object({ id: z.uuid({ error: 'is not a branch id' }) });

export const branchItem = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(BRANCH_STATUSES),
  hours: z.array(branchDay),
  created_on: isoDate,
  /** Products with stock kept at the branch, and its orders. */
  products: z.number().int(),
  orders: z.number().int(),
});
export type BranchItem = z.infer<typeof branchItem>;

export const branchStockRow = z.object({
  product_id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  stock: z.number().int(),
});
export const branchOrderRow = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.string(),
  total: z.number().int(),
  currency: z.string(),
  created_on: isoDate,
});
export type BranchStockRow = z.infer<typeof branchStockRow>;
export type BranchOrderRow = z.infer<typeof branchOrderRow>;

export const branchListReply = z.object({ status: z.literal(true), list: z.array(branchItem) });
export const branchReply = okData(branchItem);
/** A branch's page: the branch, its stock (most first) and its latest orders. */
export const branchDetailReply = okData(
  z.object({ branch: branchItem, stock: z.array(branchStockRow), orders: z.array(branchOrderRow) }),
);
export const branchStatusReply = okMessage;
