import { z } from 'zod';
import { isWebLink } from '../rules/links.js';
import {
  isNoticeLink,
  isNoticeUrl,
  LINK_TYPES,
  NOTICE_AUDIENCES,
  NOTICE_KINDS,
  type NoticeAudience,
} from '../rules/notices.js';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

export const noticeButton = z.object({ name: z.string(), link: z.string(), link_type: z.enum(LINK_TYPES) });
export type NoticeButton = z.infer<typeof noticeButton>;

/** Spec section 3, "Notification". */
export const notification = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  viewed: z.boolean(),
  created_on: isoDate,
});
export type Notification = z.infer<typeof notification>;

/** Spec section 3, "Announcement": a notification with a primary and a secondary button. */
export const announcement = notification.extend({ pri_btn: noticeButton.nullable(), sec_btn: noticeButton.nullable() });
export type Announcement = z.infer<typeof announcement>;

/** GET /store/notifications: with id and type it first marks that one viewed. */
export const notificationsQuery = z
  .object({
    id: z.uuid({ error: 'is not a notification id' }).optional(),
    type: z.enum(NOTICE_KINDS, { error: 'must be notification or announcement' }).optional(),
  })
  .refine((q) => !q.id || q.type, {
    path: ['type'],
    message: 'say whether the id is a notification or an announcement',
  });

export const notificationsResponse = z.object({
  status: z.literal(true),
  list: z.array(notification),
  announcements: z.array(announcement),
  unread: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** GET /store/announce_bar: the newest announcement for the bar, or null when the bar stays hidden. */
export const announceBarResponse = z.object({ status: z.literal(true), data: announcement.nullable() });

// ---- The platform admin's side ----

const blankOr = (check: (v: string) => boolean) => (v: string) => v === '' || check(v);

/** A button as the form sends it: all blank for no button. */
const buttonInput = z
  .object({
    name: text(40),
    link: text(2048),
    link_type: z.enum(LINK_TYPES, { error: 'must be internal or external' }),
  })
  .superRefine((b, ctx) => {
    if (!b.name && !b.link) return;
    if (!b.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Enter the button text' });
    if (!isNoticeLink(b.link, b.link_type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message:
          b.link_type === 'internal'
            ? 'Enter a console path starting with /, such as /deployment/plans'
            : 'Enter a web address starting with http:// or https://',
      });
    }
  })
  .transform((b) => (b.name || b.link ? b : null));

/** No button: left out, null, or all blank. */
const optionalButton = buttonInput.nullish().transform((b) => b ?? null);

const noticeFields = {
  title: text(120, { min: 1, required: 'Enter a title' }),
  body: text(2000, { min: 1, lines: true, required: 'Write the message' }),
  image: text(2048)
    .refine(
      blankOr((v) => isWebLink(v, { secure: true })),
      'Give an https address of an image',
    )
    .default(''),
  url: text(2048).refine(blankOr(isNoticeUrl), 'Enter a console path starting with / or a web address').default(''),
  audience: z.enum(NOTICE_AUDIENCES, { error: 'must be all, package or store' }),
  package_id: text(60).default(''),
  store_id: z.union([z.literal(''), z.uuid({ error: 'is not a store id' })]).default(''),
};

/** Which field the audience needs filled. */
const targetCheck = (n: { audience: NoticeAudience; package_id: string; store_id: string }, ctx: z.RefinementCtx) => {
  if (n.audience === 'package' && !n.package_id)
    ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'Choose a package' });
  if (n.audience === 'store' && !n.store_id)
    ctx.addIssue({ code: 'custom', path: ['store_id'], message: 'Choose a store' });
};

export const notificationInput = z.object(noticeFields).superRefine(targetCheck);
export type NotificationInput = z.input<typeof notificationInput>;
export const announcementInput = z
  .object({ ...noticeFields, pri_btn: optionalButton, sec_btn: optionalButton })
  .superRefine(targetCheck);
export type AnnouncementInput = z.input<typeof announcementInput>;

/** A notice as the platform admin lists it: who it was sent to and how many stores viewed it. */
export const adminNotice = announcement.omit({ viewed: true }).extend({
  kind: z.enum(NOTICE_KINDS),
  audience: z.enum(NOTICE_AUDIENCES),
  package_id: z.string().nullable(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  viewed_count: z.number().int(),
});
export type AdminNotice = z.infer<typeof adminNotice>;

export const noticeListBody = listQuery(['created'] as const);
export const noticeCountQuery = z.object({ search: text(100).optional() });
export const noticeListResponse = okPage(adminNotice);
export const noticeSavedResponse = z.object({ status: z.literal(true), message: z.string(), data: adminNotice });

/** Stores for the "one store" target, found by name or sub-domain. */
export const storeOptionsQuery = z.object({ search: text(100).default('') });
export const storeOptionsResponse = z.object({
  status: z.literal(true),
  list: z.array(z.object({ _id: z.string(), name: z.string(), sub_domain: z.string() })),
});
