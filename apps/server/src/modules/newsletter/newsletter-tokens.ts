import type { Db } from '../../db/client.js';
import { appKey, macOf, sameMac } from '../../platform/app-key.js';

/** What a mailed link does: confirm a sign-up, or unsubscribe (naming the campaign it came in). */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

export interface NewsletterLink {
  subscriberId: string;
  /** The campaign whose mail carried the unsubscribe link, or null. */
  campaignId: string | null;
}

export interface NewsletterSigner {
  sign(kind: NewsletterLinkKind, storeId: string, link: NewsletterLink): string;
  /** The link a token was signed for in this store, or null for a forged or altered one. */
  verify(kind: NewsletterLinkKind, storeId: string, token: string): NewsletterLink | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Signs the newsletter's mailed links with an HMAC whose key is made at first use and kept in
 * app_secrets (every node accepts another's links). A token names its subscriber (and campaign):
 * the links need no table, and one forged or altered is refused without a read.
 */
export const newsletterSigner = async (db: Db): Promise<NewsletterSigner> =>
  signerWith(await appKey(db, 'newsletter_links'));

export function signerWith(key: string): NewsletterSigner {
  const mac = (kind: NewsletterLinkKind, storeId: string, subscriberId: string, campaignId: string) =>
    macOf(key, `${kind}.${storeId}.${subscriberId}.${campaignId}`);
  return {
    sign(kind, storeId, { subscriberId, campaignId }) {
      const campaign = campaignId ?? '';
      return `${subscriberId}.${campaign}.${mac(kind, storeId, subscriberId, campaign)}`;
    },
    verify(kind, storeId, token) {
      const [subscriberId = '', campaign = '', given = '', ...rest] = token.split('.');
      if (rest.length > 0 || !UUID.test(subscriberId) || (campaign !== '' && !UUID.test(campaign))) return null;
      if (!sameMac(mac(kind, storeId, subscriberId, campaign), given)) return null;
      return { subscriberId, campaignId: campaign || null };
    },
  };
}
