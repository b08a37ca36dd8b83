import { isInternalLink, isWebLink } from './links.js';
import { access } from './call-access.js';

/** What the platform sends a store: a notification, or an announcement with buttons. */
export const NOTICE_KINDS = ['notification', 'announcement'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Who a notice is for: every store, the stores on one package, or one store. */
export const NOTICE_AUDIENCES = ['all', 'package', 'store'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Where an announcement button goes: a console path, or a website in a new tab. */
export const LINK_TYPES = ['internal', 'external'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The panel is the store's own: its owner and every staff account; vendors and branches have their own world. */
export const NOTICE_ACCESS = access({ staff: true });
/** The announcement bar is for the owner alone (spec section 4, "an admin of a Pro package"). */
export const ANNOUNCE_BAR_ACCESS = access();

/** Whether a button's link fits its type: internal is a console path, external an http(s) address. */
export function isNoticeLink(link: string, type: LinkType): boolean {
  return type === 'internal' ? isInternalLink(link) : isWebLink(link);
}

/** A notification's url: a console path or an http(s) address. */
export const isNoticeUrl = (url: string): boolean => isInternalLink(url) || isWebLink(url);

export interface AnnounceBarFacts {
  loginType: string;
  packageCategory: string;
  signupBy: string;
  billingStatus: string | null;
}

/**
 * Spec section 4: the announcement bar shows for an admin (owner) of a Pro package who signed
 * up by themselves and has no billing status yet, i.e. a self sign-up still on the Pro trial.
 */
export function showsAnnounceBar(f: AnnounceBarFacts): boolean {
  return f.loginType === 'admin' && f.packageCategory === 'pro' && f.signupBy === 'self' && !f.billingStatus;
}

/** The unread count of the panel: notifications and announcements not yet viewed. */
export const unreadCount = (...lists: readonly (readonly { viewed: boolean }[])[]): number =>
  lists.reduce((sum, list) => sum + list.filter((item) => !item.viewed).length, 0);

/** A list with one item marked viewed, as the console shows it before the server answers. */
export const withViewed = <T extends { _id: string; viewed: boolean }>(list: readonly T[], id: string): T[] =>
  list.map((item) => (item._id === id ? { ...item, viewed: true } : item));
