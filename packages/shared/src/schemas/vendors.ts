import { z } from 'zod';
import { VENDOR_FEATURES } from '../catalog/features.js';
import {
  MAX_COMMISSION_BP,
  VENDOR_ACTION_NAMES,
  VENDOR_DOCUMENT_KIND_NAMES,
  VENDOR_LIST_STATUSES,
} from '../rules/vendors.js';
import {
  emailField,
  idField,
  isoDate,
  mobileField,
  okData,
  okMessage,
  passwordField,
  subDomainField,
  text,
} from './common.js';

/**
 * The store's cut of a vendor's lines: a percent in basis points (1200 is 12 %, 10000 at most),
 * or a flat amount in minor units of the store's currency per line.
 */
/** A Stripe connected account id: `acct_` and letters or digits. Empty means none. */
export const payoutAccountField = z
  .string()
  .trim()
  .max(100, 'A Stripe account id is at most 100 characters')
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .regex(
        /^acct_[A-Za-z0-9]+$/,
        'Enter a Stripe connected account id: acct_ and letters or digits, such as acct_1Nv0FGQ9RKHgCVdK',
      )
      .nullable(),
  );

export const commissionField = z
  .object({
    type: z.enum(['percent', 'flat'], { error: 'Choose percent or flat' }),
    value: z
      .number({ error: 'Enter the commission' })
      .int('Enter a whole number (a percent is in basis points: 1250 is 12.5 %)')
      .min(0, 'A commission cannot be negative')
      .max(100_000_000, 'This commission is too large'),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'percent' && c.value > MAX_COMMISSION_BP) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A percent commission is at most 100 % (${MAX_COMMISSION_BP} basis points); ${c.value / 100} % is more`,
      });
    }
  });

export const vendorFeatureField = z.enum(VENDOR_FEATURES, {
  error: (issue) => `“${String(issue.input)}” is not a vendor feature (${VENDOR_FEATURES.join(', ')})`,
});
const vendorFeaturesField = z.array(vendorFeatureField).max(VENDOR_FEATURES.length);

const vendorFields = {
  name: text(120, { min: 1, required: 'Enter the vendor’s name' }),
  company_name: text(160, { min: 1, required: 'Enter the company’s name' }),
  mobile: mobileField.nullable(),
  /** null: the catalog's commission, else the store's. */
  commission: commissionField.nullable(),
  vendor_features: vendorFeaturesField,
  /** The vendor's own sign-in address (/vendor/signin/{sub_domain}); null: the store's. Left out: kept. */
  sub_domain: subDomainField.nullable().optional(),
  /** The vendor's Stripe connected account (acct_…), where Stripe transfers pay it; null: none. Left out: kept. */
  payout_account: payoutAccountField.nullable().optional(),
};

/** A new vendor: a password the owner gives, or an invite mail (the vendor sets its own password). */
export const vendorCreateBody = z
  .object({
    ...vendorFields,
    email: emailField,
    sign_in: z.enum(['password', 'invite']),
    password: z.union([z.literal(''), passwordField]).default(''),
    /** pending: waits for approval (it cannot sign in until approved); active: sells at once. */
    status: z.enum(['active', 'pending']).default('active'),
  })
  .superRefine((b, ctx) => {
    if (b.sign_in === 'password' && !b.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter a password, or send an invite instead' });
    }
  });
export type VendorCreateBody = z.input<typeof vendorCreateBody>;

export const vendorUpdateBody = z.object({ _id: idField, ...vendorFields });
export type VendorUpdateBody = z.input<typeof vendorUpdateBody>;

export const vendorActionBody = z.object({ _id: idField, action: z.enum(VENDOR_ACTION_NAMES) });
export const vendorIdParams = z.object({ id: z.uuid({ error: 'is not a vendor id' }) });

export const vendorListQuery = z.object({
  search: text(100).optional(),
  status: z.enum(VENDOR_LIST_STATUSES).optional(),
});

export const commissionValue = z.object({ type: z.enum(['percent', 'flat']), value: z.number().int() });

export const vendorItem = z.object({
  _id: z.string(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  status: z.enum(VENDOR_LIST_STATUSES),
  commission: commissionValue.nullable(),
  vendor_features: z.array(z.string()),
  subscription_ends_at: isoDate.nullable(),
  created_on: isoDate,
  products: z.number().int(),
  sub_domain: z.string().nullable(),
  payout_account: z.string().nullable(),
});
export type VendorItem = z.infer<typeof vendorItem>;

export const vendorOrderRow = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.string(),
  /** The vendor's lines of the order, and what they come to. */
  lines: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  created_on: isoDate,
});
export type VendorOrderRow = z.infer<typeof vendorOrderRow>;

/** What the store owes the vendor, in minor units: lines not yet in a statement, and settled until paid out. */
export const vendorBalance = z.object({ unsettled: z.number().int(), settled: z.number().int(), currency: z.string() });

export const vendorListReply = z.object({ status: z.literal(true), list: z.array(vendorItem) });
export const vendorReply = okData(vendorItem);
export const vendorDetailReply = okData(
  z.object({ vendor: vendorItem, orders: z.array(vendorOrderRow), balance: vendorBalance }),
);
export const vendorActionReply = okMessage;

export const vendorFeaturesQuery = z.object({ id: z.uuid({ error: 'is not a vendor id' }).optional() });
/** The grants a store may give its vendors, and with an id, the ones that vendor holds. */
export const vendorFeaturesReply = okData(
  z.object({
    features: z.array(z.object({ key: z.string(), label: z.string(), description: z.string() })),
    granted: z.array(z.string()),
  }),
);

/** The signed-in vendor's own profile. */
export const vendorProfile = z.object({
  _id: z.string(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  status: z.enum(VENDOR_LIST_STATUSES),
  commission: commissionValue.nullable(),
  vendor_features: z.array(z.string()),
  subscription_ends_at: isoDate.nullable(),
});
export type VendorProfile = z.infer<typeof vendorProfile>;
export const vendorProfileBody = z.object({
  name: vendorFields.name,
  company_name: vendorFields.company_name,
  mobile: vendorFields.mobile,
});
export type VendorProfileBody = z.input<typeof vendorProfileBody>;
export const vendorProfileReply = okData(vendorProfile);

const branchDay = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });
/** The signed-in branch's own profile: the store keeps its name, address and hours; the branch its phone. */
export const branchProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  mobile: z.string().nullable(),
  hours: z.array(branchDay),
});
export type BranchProfile = z.infer<typeof branchProfile>;
export const branchProfileBody = z.object({ mobile: mobileField.nullable() });
export const branchProfileReply = okData(branchProfile);

/** A vendor's document as its list shows it; the bytes come from its download. */
export const vendorDocument = z.object({
  _id: z.string(),
  vendor_id: z.string(),
  kind: z.enum(VENDOR_DOCUMENT_KIND_NAMES),
  name: z.string(),
  type: z.string(),
  bytes: z.number().int(),
  uploaded_by: z.enum(['store', 'vendor']),
  created_on: isoDate,
});
export type VendorDocument = z.infer<typeof vendorDocument>;
/** The store names the vendor; a vendor's own calls leave it out (its session says who it is). */
export const vendorDocumentsQuery = z.object({ vendor_id: z.uuid({ error: 'is not a vendor id' }).optional() });
export const vendorDocumentsReply = z.object({ status: z.literal(true), list: z.array(vendorDocument) });
export const vendorDocumentReply = okData(vendorDocument);
export const vendorDocumentParams = z.object({ id: z.uuid({ error: 'is not a document id' }) });
/** The upload's fields, sent before its file. */
export const vendorDocumentFields = vendorDocumentsQuery.extend({
  kind: z.enum(VENDOR_DOCUMENT_KIND_NAMES, 'Choose what the document is'),
});
export const vendorDocumentRemoveBody = z.object({ _id: z.uuid({ error: 'is not a document id' }) });
