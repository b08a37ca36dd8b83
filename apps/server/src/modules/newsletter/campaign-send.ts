import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { batchStartMs } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { campaignRecipients, newsletterCampaigns, newsletterSubscribers } from '../../db/schema/index.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import { type CampaignContent, campaignMessage, productBlocks, unsubscribeUrl } from './campaign-mail.js';
import { newsletterSigner } from './newsletter-tokens.js';

/** Sends one campaign: queued by scheduleCampaign at the campaign's time. */
export const SEND_CAMPAIGN = jobKind(
  'newsletter.send-campaign',
  z.strictObject({ store_id: z.uuid(), campaign_id: z.uuid() }),
);

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  shop: (storeId: string) => Promise<{ id: string; name: string; url: string }>;
  batchSize: number;
  perSecond: number;
  now: () => Date;
}

const r = campaignRecipients;
const c = newsletterCampaigns;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the campaign when its time has come: the subscribed addresses become its recipients in
 * the transaction that marks it sending. A campaign sending already (a job run again) is resumed;
 * a draft (taken back) or one whose time was moved later is left to its own job.
 */
async function begin(db: Db, storeId: string, campaignId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(c)
      .where(and(eq(c.storeId, storeId), eq(c.id, campaignId)))
      .for('update');
    if (!row) return null;
    if (row.state === 'sending') return row;
    if (row.state !== 'scheduled' || (row.sendAt && row.sendAt.getTime() > now.getTime())) return null;
    await tx.execute(sql`
      insert into ${r} (campaign_id, subscriber_id, store_id, email)
      select ${campaignId}, s.id, s.store_id, s.email from ${newsletterSubscribers} s
      where s.store_id = ${storeId} and s.status = 'subscribed'
      on conflict do nothing`);
    const [{ n = 0 } = {}] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(eq(r.campaignId, campaignId));
    const [started] = await tx
      .update(c)
      .set({ state: 'sending', recipientCount: n, updatedAt: now })
      .where(eq(c.id, campaignId))
      .returning();
    return started ?? null;
  });
}

/**
 * Claims the next batch: its rows become `sending` before any mail leaves, so a run that stops
 * half way never mails them again (they end as failed). Addresses that left the list since the
 * campaign began are dropped from it.
 */
interface Claimed {
  subscriber_id: string;
  email: string;
  status: string;
}

async function claimBatch(db: Db, campaignId: string, size: number) {
  const claimed = await db.execute(sql`
    with picked as (
      select subscriber_id from ${r}
      where campaign_id = ${campaignId} and status = 'queued'
      order by subscriber_id limit ${size} for update skip locked)
    update ${r} set status = 'sending'
    from picked, ${newsletterSubscribers} s
    where ${r.campaignId} = ${campaignId} and ${r.subscriberId} = picked.subscriber_id and s.id = picked.subscriber_id
    returning ${r.subscriberId} as subscriber_id, ${r.email} as email, s.status as status`);
  // db.execute answers its rows under `rows` on PGlite and node-postgres alike.
  const rows = (claimed as unknown as { rows: Claimed[] }).rows;
  const left = rows.filter((row) => row.status !== 'subscribed').map((row) => row.subscriber_id);
  if (left.length > 0) await db.delete(r).where(and(eq(r.campaignId, campaignId), inArray(r.subscriberId, left)));
  return { claimed: rows.length, send: rows.filter((row) => row.status === 'subscribed') };
}

async function mark(db: Db, campaignId: string, ids: string[], status: 'sent' | 'failed', now: Date, error?: string) {
  if (ids.length === 0) return;
  await db
    .update(r)
    .set({ status, sentAt: status === 'sent' ? now : null, error: error ?? null })
    .where(and(eq(r.campaignId, campaignId), inArray(r.subscriberId, ids)));
}

/** The campaign's counts from its recipients' rows, so a rerun cannot count twice. */
async function recount(db: Db, campaignId: string, finished: Date | null) {
  await db.execute(sql`
    update ${c} set
      recipient_count = (select count(*)::int from ${r} where campaign_id = ${campaignId}),
      sent_count = (select count(*)::int from ${r} where campaign_id = ${campaignId} and status = 'sent'),
      failed_count = (select count(*)::int from ${r} where campaign_id = ${campaignId} and status = 'failed')
      ${finished ? sql`, state = 'sent', sent_at = ${finished}, updated_at = ${finished}` : sql``}
    where id = ${campaignId}`);
}

/** A batch through the mailer: at once where it can (one outbox write), else one by one side by side. */
async function deliverAll(mailer: Mailer, messages: MailMessage[]) {
  const failed = (err: unknown) => ({ transport: 'smtp' as const, error: String(err) });
  if (mailer.sendMany) return mailer.sendMany(messages).catch((err: unknown) => messages.map(() => failed(err)));
  return Promise.all(messages.map((m) => mailer.send(m).catch(failed)));
}

/**
 * Sends a campaign in batches of `batchSize`, no faster than `perSecond` mails a second on
 * average, each recipient with their own signed unsubscribe link. Safe to run twice: a recipient
 * is claimed before their mail leaves, and a claimed recipient is never mailed again.
 */
export async function sendCampaign(deps: SendDeps, storeId: string, campaignId: string) {
  const { db } = deps;
  const campaign = await begin(db, storeId, campaignId, deps.now());
  if (!campaign) return { sent: 0, failed: 0 };
  const shop = await deps.shop(storeId);
  const content: CampaignContent = {
    storeName: shop.name,
    subject: campaign.subject,
    bodyHtml: campaign.bodyHtml,
    products: await productBlocks(db, storeId, campaign.productIds, { publicUrl: deps.publicUrl, shopUrl: shop.url }),
  };
  const signer = await newsletterSigner(db);
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  for (let batch = 0; ; batch += 1) {
    const wait = batchStartMs(batch, deps.batchSize, deps.perSecond) - (Date.now() - started);
    if (wait > 0) await sleep(wait);
    const { claimed, send } = await claimBatch(db, campaignId, deps.batchSize);
    if (claimed === 0) break;
    const messages = send.map((to) =>
      campaignMessage(
        content,
        to.email,
        unsubscribeUrl(shop.url, signer.sign('unsubscribe', storeId, { subscriberId: to.subscriber_id, campaignId })),
      ),
    );
    const deliveries = await deliverAll(deps.mailer, messages);
    const outcomes = send.map((to, i) => ({ id: to.subscriber_id, error: deliveries[i]?.error ?? null }));
    const now = deps.now();
    const good = outcomes.filter((o) => !o.error).map((o) => o.id);
    await mark(db, campaignId, good, 'sent', now);
    for (const bad of outcomes.filter((o) => o.error))
      await mark(db, campaignId, [bad.id], 'failed', now, bad.error ?? '');
    sent += good.length;
    failed += outcomes.length - good.length;
    await recount(db, campaignId, null);
  }
  // Rows a stopped run had claimed: their mail may have left, so they are not sent again.
  await db
    .update(r)
    .set({ status: 'failed', error: 'The sending stopped while this mail was going out; it was not sent again.' })
    .where(and(eq(r.campaignId, campaignId), eq(r.status, 'sending')));
  await recount(db, campaignId, deps.now());
  return { sent, failed };
}
