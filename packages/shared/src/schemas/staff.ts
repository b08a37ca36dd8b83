import { z } from 'zod';
import { emailFieldWith, idField, isoDate, isoDay, passwordField, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { storeLoginResponse } from './session.js';

export const STAFF_STATES = ['invited', 'active', 'disabled'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

const grants = z
  .array(z.string().max(40), { error: 'subuser_features: give a list of permissions' })
  .max(30, 'subuser_features: 30 at most')
  .refine((list) => new Set(list).size === list.length, 'subuser_features: each permission once');

/** One staff account as the owner sees it: an invite not yet accepted is `invited`. */
export const staffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(STAFF_STATES),
  subuser_features: z.array(z.string()),
  created_on: isoDate,
  /** When the last invite mail was sent and when it stops working (invited only). */
  invited_on: isoDate.nullable(),
  invite_expires_on: isoDate.nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

const grantGroup = z.object({
  group: z.string(),
  grants: z.array(z.object({ key: z.string(), label: z.string() })),
});

/** The staff screen in one answer: the people, the seats and the grants this store can give. */
export const staffOverview = z.object({
  status: z.literal(true),
  list: z.array(staffMember),
  seats: z.object({ limit: z.number().int(), used: z.number().int() }),
  /** Why no one more may be invited now; null while a seat is free. */
  invite_refusal: z.string().nullable(),
  grant_groups: z.array(grantGroup),
});
export type StaffOverview = z.infer<typeof staffOverview>;

export const staffInviteBody = z.object({
  name: text(120, { min: 1, required: 'Enter their name' }),
  email: emailFieldWith('Enter their email address'),
  subuser_features: grants,
});
export type StaffInviteBody = z.input<typeof staffInviteBody>;

export const staffIdBody = z.object({ _id: idField });
export const staffGrantsBody = z.object({ _id: idField, subuser_features: grants });
export const staffStatusBody = z.object({ _id: idField, status: z.enum(['active', 'disabled']) });
export const staffReply = z.object({ status: z.literal(true), message: z.string(), data: staffMember });

/** The invite link's token, as the mailed link carries it. */
const inviteToken = z
  .string()
  .trim()
  .min(20, 'This invite link is incomplete')
  .max(200)
  .regex(/^[\w-]+$/, 'This invite link is not valid');
export const inviteTokenBody = z.object({ token: inviteToken });
export const inviteDetailsReply = z.object({
  status: z.literal(true),
  data: z.object({ store_name: z.string(), name: z.string(), email: z.string() }),
});
export const acceptInviteBody = z.object({
  token: inviteToken,
  name: text(120, { min: 1, required: 'Enter your name' }),
  password: passwordField,
});
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;
export const acceptInviteReply = storeLoginResponse;

/** One audited call: who (kept as they were then), what, which row, when and from where. */
export const auditEntry = z.object({
  _id: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  actor_role: z.enum(['admin', 'subuser', 'support']),
  action: z.string(),
  call: z.string(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_on: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditFilters = {
  actor_id: idField.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
};
export const auditListBody = listQuery(['created'] as const).extend(auditFilters);
export type AuditListBody = z.input<typeof auditListBody>;
export const auditListResponse = okPage(auditEntry);
export const auditCountQuery = z.object({ search: text(100).optional(), ...auditFilters });
export type AuditFilters = z.output<typeof auditCountQuery>;
