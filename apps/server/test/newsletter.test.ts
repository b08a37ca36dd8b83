import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, newsletterSubscribers, stores } from '../src/db/schema/index.js';
import { sendCampaign } from '../src/modules/newsletter/campaign-send.js';
import { mailingShop } from '../src/modules/newsletter/campaign.service.js';
import { createMailer } from '../src/platform/mail.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';
import { decodedMail, startSmtpSink } from './smtp-sink.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink({ refuse: ['bounce@example.com'] });
  t = await startTestApp({ SMTP_URL: sink.url, NEWSLETTER_BATCH_SIZE: '2', NEWSLETTER_RATE_PER_SECOND: '200' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const csv = (text: string) => ({ name: 'subscribers.csv', type: 'text/csv', bytes: text });
const subscriberOf = async (storeId: string, email: string) =>
  (
    await t.app.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.storeId, storeId), eq(newsletterSubscribers.email, email)))
  )[0];
/** The last mail the sink got for an address, decoded. */
const mailTo = (email: string) => {
  const mail = sink.mails.filter((m) => m.to === email).at(-1);
  return mail ? decodedMail(mail.raw) : '';
};
const linkIn = (mail: string, path: string) => {
  const found = mail.match(new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w.%-]+`));
  return found ? new URL(found[0]).pathname + new URL(found[0]).search : null;
};

describe('newsletter subscribers', () => {
  it('signs up from the shop footer, pending until the mailed link is confirmed', async () => {
    const shop = await shopStore(t);
    const home = await new Shopper(t).get(`${shop.base}/`);
    expect(home.html).toContain(`action="${shop.base}/newsletter"`);
    const shopper = new Shopper(t);
    const refused = await shopper.post(`${shop.base}/newsletter`, { email: 'ann@' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Enter an email address like name@example.com');
    const sent = await shopper.post(`${shop.base}/newsletter`, { email: 'Ann@Example.com' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('Check your email');
    expect((await subscriberOf(shop.id, 'ann@example.com'))?.status).toBe('pending');

    await expect.poll(() => mailTo('ann@example.com'), { timeout: 15_000 }).toContain('/newsletter/confirm');
    const confirm = linkIn(mailTo('ann@example.com'), '/newsletter/confirm');
    expect(confirm).not.toBeNull();
    const page = await shopper.get(confirm ?? '');
    expect(page.status).toBe(200);
    expect((await subscriberOf(shop.id, 'ann@example.com'))?.status).toBe('pending');
    const done = await shopper.post(confirm ?? '', {});
    expect(done.html).toContain('You are subscribed');
    expect((await subscriberOf(shop.id, 'ann@example.com'))?.status).toBe('subscribed');

    const list = await t.call('POST', '/api/store/newsletter_subscribers', { status: 'subscribed' }, shop.token);
    expect(list.body.list.map((s: { email: string }) => s.email)).toEqual(['ann@example.com']);
    const count = await t.call('GET', '/api/store/newsletter_subscribers?status=pending', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 0 });
  });

  it('subscribes a customer whose account email is confirmed from their account page at once', async () => {
    const shop = await shopStore(t);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['customer_portal'] })
      .where(eq(stores.id, shop.id));
    await t.written();
    const shopper = new Shopper(t);
    await shopper.get(`${shop.base}/account/sign-up`);
    const email = 'kiran@example.com';
    await shopper.post(`${shop.base}/account/sign-up`, { name: 'Kiran Rao', email, password: 'long-enough-pw' });
    expect((await shopper.get(`${shop.base}/account`)).html).toContain('Subscribe to the newsletter');
    await t.app.ctx.db.update(customers).set({ emailConfirmedAt: new Date() }).where(eq(customers.email, email));
    const done = await shopper.post(`${shop.base}/newsletter`, { email });
    expect(done.html).toContain('You are subscribed');
    expect(await subscriberOf(shop.id, email)).toMatchObject({
      status: 'subscribed',
      source: 'account',
      name: 'Kiran Rao',
    });
    expect((await shopper.get(`${shop.base}/account`)).html).toContain('You get our newsletter');
  });

  it('refuses a forged or altered link and changes nothing', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    await new Shopper(t).post(`${shop.base}/newsletter`, { email: 'bob@example.com' });
    const bob = await subscriberOf(shop.id, 'bob@example.com');
    const forged = `${bob?.id}..${'A'.repeat(43)}`;
    const shopper = new Shopper(t);
    for (const path of ['/unsubscribe', '/newsletter/confirm']) {
      expect((await shopper.get(`${shop.base}${path}?token=${encodeURIComponent(forged)}`)).status).toBe(400);
      expect((await shopper.post(`${shop.base}${path}?token=${encodeURIComponent(forged)}`, {})).status).toBe(400);
      expect((await shopper.get(`${shop.base}${path}?token=nonsense`)).status).toBe(400);
    }
    // A real link of this store used on another store's shop is refused too.
    await expect.poll(() => mailTo('bob@example.com'), { timeout: 15_000 }).toContain('/newsletter/confirm');
    const confirm = linkIn(mailTo('bob@example.com'), '/newsletter/confirm') ?? '';
    const elsewhere = confirm.replace(shop.base, other.base);
    expect((await shopper.post(elsewhere, {})).status).toBe(400);
    expect(await subscriberOf(shop.id, 'bob@example.com')).toEqual(bob);
  });

  it('imports a good CSV and refuses a bad one whole, naming its rows', async () => {
    const shop = await shopStore(t);
    const good = await upload(
      t,
      '/api/store/newsletter_subscribers/import',
      csv('email,name,status\ncara@example.com,Cara,\ndan@example.com,,pending\nCARA@example.com,Cara R,\n'),
      shop.token,
    );
    expect(good.statusCode).toBe(200);
    expect(good.body).toMatchObject({ created: 2, updated: 0 });
    expect(await subscriberOf(shop.id, 'cara@example.com')).toMatchObject({ name: 'Cara R', status: 'subscribed' });

    const rows = ['email'];
    for (let i = 0; i < 100_000; i += 1) rows.push(i % 25_000 === 7 ? `not-an-email-${i}` : `user${i}@example.com`);
    const bad = await upload(t, '/api/store/newsletter_subscribers/import', csv(rows.join('\n')), shop.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('4 rows have problems; nothing was saved');
    expect(bad.body.errors.map((e: { row: number }) => e.row)).toEqual([9, 25_009, 50_009, 75_009]);
    const count = await t.call('GET', '/api/store/newsletter_subscribers', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 2 });

    const exported = await t.call('POST', '/api/store/newsletter_subscribers/export', {}, shop.token);
    expect(exported.statusCode).toBe(200);
    expect(String(exported.body)).toContain('cara@example.com,Cara R,subscribed,import');
  }, 120_000);

  it('keeps another store’s subscribers and staff without the marketing grant out', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    await upload(t, '/api/store/newsletter_subscribers/import', csv('email\nerin@example.com\n'), other.token);
    const mine = await t.call('POST', '/api/store/newsletter_subscribers', {}, shop.token);
    expect(mine.body.list).toEqual([]);
    const staff = await memberToken(t, shop.id, 'staff', ['products']);
    expect((await t.call('POST', '/api/store/newsletter_subscribers', {}, staff)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/store/newsletter_campaign', { subject: 'Hi' }, staff)).statusCode).toBe(403);
    const marketer = await memberToken(t, shop.id, 'staff', ['marketing']);
    expect((await t.call('POST', '/api/store/newsletter_subscribers', {}, marketer)).statusCode).toBe(200);
    const theirs = await t.call('POST', '/api/store/newsletter_campaign', { subject: 'Theirs' }, other.token);
    const peek = await t.call('GET', `/api/store/newsletter_campaign/${theirs.body.data._id}`, undefined, shop.token);
    expect(peek.statusCode).toBe(404);
    const send = await t.call(
      'POST',
      '/api/store/newsletter_campaign/schedule',
      { _id: theirs.body.data._id, send_at: null },
      shop.token,
    );
    expect(send.statusCode).toBe(404);
  });
});

describe('newsletter campaigns', () => {
  it('sends through the job queue in batches, counts sent, failed and unsubscribed, and never twice', async () => {
    const shop = await shopStore(t);
    const product = await addProduct(t, shop.token, { name: 'Blue Mug' });
    const list = ['a1@example.com', 'a2@example.com', 'a3@example.com', 'a4@example.com', 'bounce@example.com'];
    const imported = await upload(
      t,
      '/api/store/newsletter_subscribers/import',
      csv(`email,status\n${list.join(',\n')},\nleft@example.com,unsubscribed\nwaiting@example.com,pending\n`),
      shop.token,
    );
    expect(imported.body).toMatchObject({ created: 7 });
    const made = await t.call(
      'POST',
      '/api/store/newsletter_campaign',
      {
        subject: 'Spring news',
        body: '<p>Hello <script>x()</script><strong>all</strong></p>',
        product_ids: [product._id],
      },
      shop.token,
    );
    expect(made.statusCode).toBe(200);
    const id = made.body.data._id as string;
    expect(made.body.data).toMatchObject({ state: 'draft', body: '<p>Hello <strong>all</strong></p>' });

    const preview = await t.call(
      'POST',
      '/api/store/newsletter_campaign/preview',
      { subject: 'Spring news', body: '<p>Hi</p>', product_ids: [product._id] },
      shop.token,
    );
    expect(preview.body.data.html).toContain('Blue Mug');
    expect(preview.body.data.html).toContain('Unsubscribe');

    const test = await t.call(
      'POST',
      '/api/store/newsletter_campaign/test',
      { subject: 'Spring news', body: '<p>Hi</p>', email: 'me@example.com' },
      shop.token,
    );
    expect(test.statusCode).toBe(200);
    await expect.poll(() => mailTo('me@example.com'), { timeout: 15_000 }).toContain('[Test] Spring news');

    const scheduled = await t.call(
      'POST',
      '/api/store/newsletter_campaign/schedule',
      { _id: id, send_at: null },
      shop.token,
    );
    expect(scheduled.body.data.state).toBe('scheduled');
    const campaign = () => t.call('GET', `/api/store/newsletter_campaign/${id}`, undefined, shop.token);
    await expect.poll(async () => (await campaign()).body.data.state, { timeout: 60_000 }).toBe('sent');
    expect((await campaign()).body.data).toMatchObject({ recipient_count: 5, sent_count: 4, failed_count: 1 });
    expect(
      (await t.call('PUT', '/api/store/newsletter_campaign', { _id: id, subject: 'Changed' }, shop.token)).statusCode,
    ).toBe(409);

    const mail = mailTo('a1@example.com');
    expect(mail).toMatch(/List-Unsubscribe:\s+<http/);
    expect(mail).toContain('Blue Mug');
    expect(sink.mails.some((m) => m.to === 'left@example.com' || m.to === 'waiting@example.com')).toBe(false);
    const outboxed = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'a2@example.com'));
    expect(outboxed[0]?.htmlBody).toContain('Blue Mug');

    // A run again (a retried job, a second node) mails nobody a second time.
    const before = sink.mails.length;
    const deps = {
      db: t.app.ctx.db,
      mailer: createMailer(t.app.ctx.db, t.app.log, sink.url, 'x@example.com'),
      publicUrl: t.app.ctx.config.PUBLIC_URL,
      shop: (storeId: string) => mailingShop(t.app.ctx.db, t.app.ctx.config.PUBLIC_URL, storeId),
      batchSize: 2,
      perSecond: 0,
      now: t.app.ctx.now,
    };
    expect(await sendCampaign(deps, shop.id, id)).toEqual({ sent: 0, failed: 0 });
    expect(sink.mails.length).toBe(before);

    // The unsubscribe link of the mail counts for its campaign.
    const leave = linkIn(mail, '/unsubscribe') ?? '';
    const shopper = new Shopper(t);
    expect((await shopper.get(leave)).html).toContain('a1@example.com');
    expect((await subscriberOf(shop.id, 'a1@example.com'))?.status).toBe('subscribed');
    expect((await shopper.post(leave, {})).html).toContain('You are unsubscribed');
    expect((await subscriberOf(shop.id, 'a1@example.com'))?.status).toBe('unsubscribed');
    expect((await campaign()).body.data.unsubscribed_count).toBe(1);
    const listed = await t.call('POST', '/api/store/newsletter_campaign_list', { state: 'sent' }, shop.token);
    expect(listed.body.list[0]).toMatchObject({ _id: id, sent_count: 4, failed_count: 1, unsubscribed_count: 1 });
  }, 120_000);

  it('resumes a campaign a stopped run left half sent without mailing anyone twice', async () => {
    const shop = await shopStore(t);
    const emails = Array.from({ length: 6 }, (_, i) => `r${i}@example.com`);
    await upload(t, '/api/store/newsletter_subscribers/import', csv(`email\n${emails.join('\n')}\n`), shop.token);
    const made = await t.call('POST', '/api/store/newsletter_campaign', { subject: 'Resume' }, shop.token);
    const id = made.body.data._id as string;
    // Scheduled far ahead: its own job waits, and the runs here start it as the job would.
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    await t.call('POST', '/api/store/newsletter_campaign/schedule', { _id: id, send_at: later }, shop.token);
    let sentByFirst = 0;
    const stopping = {
      send: async () => {
        sentByFirst += 1;
        if (sentByFirst === 3) throw new Error('the node stopped');
        return { transport: 'smtp' as const, error: null };
      },
    };
    const deps = {
      db: t.app.ctx.db,
      mailer: stopping,
      publicUrl: t.app.ctx.config.PUBLIC_URL,
      shop: (storeId: string) => mailingShop(t.app.ctx.db, t.app.ctx.config.PUBLIC_URL, storeId),
      batchSize: 2,
      perSecond: 0,
      now: () => new Date(t.clock.now().getTime() + 2 * 86_400_000),
    };
    const first = await sendCampaign(deps, shop.id, id);
    expect(first.sent + first.failed).toBe(6);
    let second = 0;
    const again = await sendCampaign(
      {
        ...deps,
        mailer: {
          send: async () => {
            second += 1;
            return { transport: 'smtp' as const, error: null };
          },
        },
      },
      shop.id,
      id,
    );
    expect(again).toEqual({ sent: 0, failed: 0 });
    expect(second).toBe(0);
    const data = (await t.call('GET', `/api/store/newsletter_campaign/${id}`, undefined, shop.token)).body.data;
    expect(data).toMatchObject({ state: 'sent', recipient_count: 6, sent_count: 5, failed_count: 1 });
  });
});
