import { and, eq } from 'drizzle-orm';
import { type CampaignInput, campaignEditable, type campaignUpdate } from '@stallfront/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { newsletterCampaigns, stores } from '../../db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import { cleanRichText } from '../../platform/rich-text.js';
import { requireOwnRows } from '../../platform/store-scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { products } from '../../db/schema/index.js';
import { shopBaseUrl } from '../shop/shop-url.js';
import { type CampaignContent, campaignMessage, productBlocks, unsubscribeUrl } from './campaign-mail.js';
import { campaignOf } from './campaign.repo.js';
import { SEND_CAMPAIGN } from './campaign-send.js';

const t = newsletterCampaigns;
type Update = z.output<typeof campaignUpdate>;
type Fields = Required<Pick<CampaignInput, 'subject' | 'body' | 'product_ids'>>;

export interface CampaignDeps {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

async function checkedFields(db: Db, storeId: string, input: Fields) {
  await requireOwnRows(db, storeId, products, input.product_ids, 'product_ids', 'product');
  return { subject: input.subject, bodyHtml: cleanRichText(input.body), productIds: [...new Set(input.product_ids)] };
}

async function found(db: Db, storeId: string, id: string) {
  const campaign = await campaignOf(db, storeId, id);
  if (!campaign) throw notFound('This campaign does not exist in your store.');
  return campaign;
}

export async function createCampaign(deps: CampaignDeps, storeId: string, input: Fields) {
  const values = await checkedFields(deps.db, storeId, input);
  const [row] = await deps.db
    .insert(t)
    .values({ storeId, ...values })
    .returning({ id: t.id });
  return found(deps.db, storeId, row?.id ?? '');
}

/** A campaign changes while it waits (draft or scheduled); once it sends, its words are what went out. */
async function whileEditable<T>(deps: CampaignDeps, storeId: string, id: string, change: (tx: Tx) => Promise<T>) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: t.state })
      .from(t)
      .where(and(eq(t.storeId, storeId), eq(t.id, id)))
      .for('update');
    if (!row) throw notFound('This campaign does not exist in your store.');
    if (!campaignEditable(row.state)) throw conflict(`This campaign is ${row.state} already; it cannot change.`);
    return change(tx);
  });
}

export async function updateCampaign(deps: CampaignDeps, storeId: string, input: Update) {
  const values = await checkedFields(deps.db, storeId, input);
  await whileEditable(deps, storeId, input._id, (tx) =>
    tx
      .update(t)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(t.id, input._id)),
  );
  return found(deps.db, storeId, input._id);
}

export async function removeCampaign(deps: CampaignDeps, storeId: string, id: string) {
  await whileEditable(deps, storeId, id, (tx) => tx.delete(t).where(eq(t.id, id)));
  return 'The campaign was deleted.';
}

/**
 * Schedules the campaign's sending job at `sendAt` (now when null), in the transaction that marks
 * it scheduled: the job exists exactly when the campaign says it is scheduled.
 */
export async function scheduleCampaign(deps: CampaignDeps, storeId: string, id: string, sendAt: string | null) {
  const now = deps.now();
  const when = sendAt ? new Date(sendAt) : now;
  if (sendAt && when.getTime() < now.getTime() - 60_000) throw badRequest('send_at: Choose a time in the future');
  await whileEditable(deps, storeId, id, async (tx) => {
    await tx.update(t).set({ state: 'scheduled', sendAt: when, updatedAt: now }).where(eq(t.id, id));
    await deps.jobs.sendAfter(SEND_CAMPAIGN, { store_id: storeId, campaign_id: id }, when, { tx });
  });
  return found(deps.db, storeId, id);
}

/** Back to a draft: its job, when its time comes, finds nothing to send. */
export async function unscheduleCampaign(deps: CampaignDeps, storeId: string, id: string) {
  await whileEditable(deps, storeId, id, (tx) =>
    tx.update(t).set({ state: 'draft', sendAt: null, updatedAt: deps.now() }).where(eq(t.id, id)),
  );
  return found(deps.db, storeId, id);
}

/** The store's name and shop address, for the mail's words and links. */
export async function mailingShop(db: Db, publicUrl: string, storeId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('This store does not exist.');
  return { id: store.id, name: store.name, url: shopBaseUrl(publicUrl, store) };
}

/** The campaign's content as it stands in the form: sanitised text and its product cards. */
export async function contentOf(deps: CampaignDeps, storeId: string, input: Fields): Promise<CampaignContent> {
  const shop = await mailingShop(deps.db, deps.publicUrl, storeId);
  const values = await checkedFields(deps.db, storeId, input);
  return {
    storeName: shop.name,
    subject: values.subject,
    bodyHtml: values.bodyHtml,
    products: await productBlocks(deps.db, storeId, values.productIds, {
      publicUrl: deps.publicUrl,
      shopUrl: shop.url,
    }),
  };
}

/** The preview: the mail as a subscriber gets it, with a placeholder unsubscribe link. */
export async function previewCampaign(deps: CampaignDeps, storeId: string, input: Fields) {
  const content = await contentOf(deps, storeId, input);
  const shop = await mailingShop(deps.db, deps.publicUrl, storeId);
  const message = campaignMessage(content, '', unsubscribeUrl(shop.url, 'preview'));
  return { subject: message.subject, html: message.html, text: message.text };
}

/** A test: the mail to one address, marked as a test, whose unsubscribe link goes nowhere. */
export async function testCampaign(deps: CampaignDeps, storeId: string, input: Fields & { email: string }) {
  const content = await contentOf(deps, storeId, input);
  const shop = await mailingShop(deps.db, deps.publicUrl, storeId);
  const message = campaignMessage(
    { ...content, subject: `[Test] ${content.subject}` },
    input.email,
    unsubscribeUrl(shop.url, 'test'),
  );
  const delivery = await deps.mailer.send(message);
  if (delivery?.error) throw badRequest(`The test could not be sent: ${delivery.error}`);
  return `A test was sent to ${input.email}.`;
}
