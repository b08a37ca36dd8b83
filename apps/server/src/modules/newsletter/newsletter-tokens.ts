import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';

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
const signers = new WeakMap<Db, Promise<NewsletterSigner>>();

/**
 * Signs the newsletter's mailed links with an HMAC whose key is made at first use and kept in
 * app_secrets (every node accepts another's links). A token names its subscriber (and campaign):
 * the links need no table, and one forged or altered is refused without a read.
 */
export function newsletterSigner(db: Db): Promise<NewsletterSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = keyOf(db).then(signerWith);
    signers.set(db, signer);
  }
  return signer;
}

async function keyOf(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'newsletter_links', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'newsletter_links'));
  if (!row) throw new Error('could not create the newsletter link key');
  return row.value;
}

export function signerWith(key: string): NewsletterSigner {
  const mac = (kind: NewsletterLinkKind, storeId: string, subscriberId: string, campaignId: string) =>
    createHmac('sha256', key).update(`${kind}.${storeId}.${subscriberId}.${campaignId}`).digest('base64url');
  return {
    sign(kind, storeId, { subscriberId, campaignId }) {
      const campaign = campaignId ?? '';
      return `${subscriberId}.${campaign}.${mac(kind, storeId, subscriberId, campaign)}`;
    },
    verify(kind, storeId, token) {
      const [subscriberId = '', campaign = '', given = '', ...rest] = token.split('.');
      if (rest.length > 0 || !UUID.test(subscriberId) || (campaign !== '' && !UUID.test(campaign))) return null;
      const want = Buffer.from(mac(kind, storeId, subscriberId, campaign));
      const got = Buffer.from(given);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      return { subscriberId, campaignId: campaign || null };
    },
  };
}
