import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessContext,
  accessContextOf,
  canAccess,
  findRoute,
  menuFor,
  QUOTE_SUB_TYPES,
  STORE_TYPES,
} from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { UNPAID_RELEASE_REASON } from '../src/modules/orders/release-unpaid.js';
import { DEMO_PASSWORD, demoSignIns } from '../src/seed/demo-stores.js';
import { hasDemoData, seedDemoIfEmpty } from '../src/seed/demo.js';
import { startTestApp, type TestApp } from './harness.js';
import { validateAmp } from './amp-validator.js';
import { Shopper, visit } from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Signs in the way the printed table says: by the console page the account uses. */
async function signIn(where: string, email: string) {
  const password = DEMO_PASSWORD;
  if (where === '/session/signin/master') return t.call('POST', '/api/auth/admin/login', { email, password });
  if (where === '/branch/signin') return t.call('POST', '/api/auth/store/branch_login', { email, password });
  if (where.startsWith('/vendor/signin/')) {
    const domain = await t.call('GET', `/api/store_details/domain_details?dom_id=${where.split('/').at(-1)}`);
    return t.call('POST', '/api/auth/store/vendor_login', { store_id: domain.body.data._id, email, password });
  }
  return t.call('POST', '/api/auth/store/login_v2', { email, password });
}

type StoreHistory = {
  sub_domain: string;
  orders: number;
  /** Orders that went live: live, delivered or cancelled later. */
  live: number;
  stages: number;
  order_events: number;
  inactive: number;
  unpaid: number;
  quotes: number;
  enquiries: number;
  bookings: number;
  abandoned: number;
  customers: number;
  oldest_days: number;
};

describe('demo data', () => {
  // Nine stores and ninety days of shop history: a minute on a quiet 2-core machine, past three
  // when every core is shared with browser tests.
  it('seeds an empty database once', { timeout: 360_000 }, async () => {
    expect(await hasDemoData(t.app.ctx)).toBe(false);
    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(true);
    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(false);
    expect(await hasDemoData(t.app.ctx)).toBe(true);
  });

  it('mails no made-up shopper, however the history’s events are delivered', async () => {
    await t.app.ctx.outbox.dispatch();
    await t.app.ctx.outbox.dispatch();
    // Every event again, as an at-least-once delivery may: each mail is claimed already.
    await t.app.ctx.db.execute(sql`update outbox_events set delivered_at = null`);
    await t.app.ctx.outbox.dispatch();
    const mails = (await t.app.ctx.db.execute(sql`select count(*)::int as n from mail_outbox`)) as unknown as {
      rows: { n: number }[];
    };
    // Named on failure: which mail went out.
    const subjects = (await t.app.ctx.db.execute(sql`select subject from mail_outbox limit 5`)) as unknown as {
      rows: { subject: string }[];
    };
    expect(mails.rows[0]?.n, JSON.stringify(subjects.rows)).toBe(0);
  });

  it('settles Bazaar Central: every ledger transaction sums to zero, one statement per vendor, one paid payout', async () => {
    const [bazaar] = await t.app.ctx.db.select().from(stores).where(sql`sub_domain = 'bazaar-central'`);
    const id = bazaar?.id as string;
    const unbalanced = await t.app.ctx.db.execute(
      sql`select transaction_id from ledger_entries where store_id = ${id} group by transaction_id having sum(amount) <> 0`,
    );
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    const statements = await t.app.ctx.db.execute<{ net: string; sum: string }>(sql`
      select s.net, (select sum(l.net) from settlement_lines l where l.statement_id = s.id) as sum
      from vendor_statements s where s.store_id = ${id}`);
    const rows = (statements as unknown as { rows: { net: string; sum: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.sum)).toBe(Number(row.net));
    const payouts = await t.app.ctx.db.execute(sql`select status from vendor_payouts where store_id = ${id}`);
    expect((payouts as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'paid' }]);
  });

  it('has a store of every type, every quote sub_type, three vendors (one pending) and branches', async () => {
    const rows = await t.app.ctx.db.select().from(stores);
    expect(new Set(rows.map((s) => s.type))).toEqual(new Set(STORE_TYPES));
    const quoteSubTypes = rows.filter((s) => s.type === 'quot_based').map((s) => s.subType);
    expect(new Set(quoteSubTypes)).toEqual(new Set(QUOTE_SUB_TYPES));
    const demoVendors = await t.app.ctx.db.query.vendors.findMany();
    expect(demoVendors.map((v) => v.status).sort()).toEqual(['active', 'expired', 'pending']);
    expect((await t.app.ctx.db.query.branches.findMany()).length).toBeGreaterThan(0);
  });

  it('gives the selling stores ninety days of shop history made through the shop services', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select s.sub_domain,
        (select count(*)::int from orders o where o.store_id = s.id) as orders,
        (select count(*)::int from orders o where o.store_id = s.id and o.status <> 'inactive') as live,
        (select count(distinct o.stage || o.status)::int from orders o where o.store_id = s.id and o.status <> 'inactive') as stages,
        (select count(*)::int from order_events e where e.store_id = s.id) as order_events,
        (select count(*)::int from orders o where o.store_id = s.id and o.status = 'inactive') as inactive,
        (select count(*)::int from orders o where o.store_id = s.id and o.cancel_reason = ${UNPAID_RELEASE_REASON}) as unpaid,
        (select count(*)::int from quotes q where q.store_id = s.id) as quotes,
        (select count(*)::int from enquiries e where e.store_id = s.id) as enquiries,
        (select count(*)::int from bookings b where b.store_id = s.id) as bookings,
        (select count(*)::int from carts c where c.store_id = s.id and c.abandoned_at is not null) as abandoned,
        (select count(*)::int from customers c where c.store_id = s.id) as customers,
        coalesce((select extract(day from now() - min(o.created_at))::int from orders o where o.store_id = s.id), 0) as oldest_days
      from stores s`)) as { rows: StoreHistory[] };
    const of = (sub: string) => rows.find((r) => r.sub_domain === sub) as (typeof rows)[number];
    for (const sub of ['urban-threads', 'bazaar-central', 'bulk-pantry']) {
      expect(of(sub).orders, sub).toBeGreaterThanOrEqual(20);
      // Declined cards nobody tried again were released long ago, as the job does.
      expect(of(sub).live, sub).toBeGreaterThan(of(sub).unpaid);
      expect(of(sub).unpaid, sub).toBeGreaterThan(0);
      expect(of(sub).inactive, sub).toBe(0);
      expect(of(sub).abandoned, sub).toBeGreaterThan(0);
      expect(of(sub).oldest_days, sub).toBeGreaterThan(80);
      // Moved on through the console's actions: delivered, shipped, packed, confirmed, new and cancelled.
      expect(of(sub).stages, sub).toBeGreaterThanOrEqual(5);
      expect(of(sub).order_events, sub).toBeGreaterThan(20);
    }
    expect(of('wholesale-hub').quotes).toBeGreaterThanOrEqual(20);
    expect(of('enquire-electronics').enquiries).toBeGreaterThanOrEqual(15);
    expect(of('glow-studio').bookings).toBeGreaterThanOrEqual(15);
    expect(of('urban-threads').customers).toBeGreaterThanOrEqual(10);
    const events = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from outbox_events where type = 'live_order' and delivered_at is not null`,
    )) as { rows: { n: number }[] };
    // Released unpaid orders were never live.
    const liveOrders = rows.reduce((n, r) => n + r.live - r.unpaid, 0);
    expect(events.rows[0]?.n).toBe(liveOrders);
  });

  it('gives Glow Studio appointments this week and next: coming ones booked, past ones done, some cancelled', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select b.status, count(*)::int as n from bookings b join stores s on s.id = b.store_id
      where s.sub_domain = 'glow-studio' and b.starts_at between now() - interval '7 days' and now() + interval '14 days'
      group by b.status`)) as { rows: { status: string; n: number }[] };
    const count = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    expect(count('booked')).toBeGreaterThanOrEqual(8);
    expect(count('cancelled')).toBeGreaterThanOrEqual(1);
    const { rows: past } = (await t.app.ctx.db.execute(sql`
      select count(*)::int as n from bookings b join stores s on s.id = b.store_id
      where s.sub_domain = 'glow-studio' and b.starts_at < now() and b.status = 'booked'`)) as {
      rows: { n: number }[];
    };
    expect(past[0]?.n).toBe(0);
    const { rows: untold } = (await t.app.ctx.db.execute(sql`
      select count(*)::int as n from bookings b join stores s on s.id = b.store_id
      where s.sub_domain = 'glow-studio' and b.status <> 'booked'
        and not exists (select 1 from booking_events e where e.booking_id = b.id)`)) as { rows: { n: number }[] };
    expect(untold[0]?.n).toBe(0);
  });

  it('gives Urban Threads a published finder whose every answer matches demo products', async () => {
    const page = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/s/urban-threads/finder/find-your-outfit${query}` })).body;
    const names = (html: string) => [...html.matchAll(/<h3 class="card-name">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(await page('')).toContain('Who are you shopping for?');
    // Men, office, under ₹1,500: the Oxford Shirt, an exact match.
    const shirt = await page('?a1=1&a2=1&a3=1');
    expect(names(shirt)).toEqual(['Oxford Shirt']);
    expect(shirt).not.toContain('No exact match');
    // Each answer alone picks some product.
    for (const [key, count] of [
      ['a1', 3],
      ['a2', 4],
      ['a3', 3],
    ] as const) {
      for (let answer = 1; answer <= count; answer += 1) {
        const html = await page(`?${key}=${answer}`);
        expect(names(html).length, `${key}=${answer}`).toBeGreaterThan(0);
        expect(html, `${key}=${answer}`).not.toContain('No exact match');
      }
    }
  });

  // The first validation may take the validator's rules from the npm registry (amp-validator.ts).
  it('gives Urban Threads two web stories of its products, valid AMP, each slide linking a page the shop shows', {
    timeout: 120_000,
  }, async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select w.slug, w.poster, w.slides from web_stories w join stores s on s.id = w.store_id
      where s.sub_domain = 'urban-threads' and w.status = 'published' order by w.slug`)) as {
      rows: { slug: string; poster: string; slides: { media: string; link: string }[] }[];
    };
    expect(rows.map((r) => r.slug)).toEqual(['summer-in-linen', 'wrap-dress-three-ways']);
    for (const story of rows) {
      expect(story.slides.length).toBeGreaterThanOrEqual(3);
      expect(story.slides.length).toBeLessThanOrEqual(5);
      expect(story.poster).toMatch(/^\/media\//);
      for (const slide of story.slides) {
        expect(slide.media).toMatch(/^\/media\//);
        expect(slide.link).toMatch(/^\/(p|c)\/[a-z0-9-]+$/);
        expect((await visit(t, `/s/urban-threads${slide.link}`)).status, slide.link).toBe(200);
      }
      const page = await visit(t, `/s/urban-threads/stories/${story.slug}`);
      expect(await validateAmp(page.html)).toEqual({ status: 'PASS', errors: [] });
    }
  });

  it('gives Urban Threads quick orders from the quick order form', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select count(*)::int as n from orders o join stores s on s.id = o.store_id
      where s.sub_domain = 'urban-threads' and o.source = 'quick_order'`)) as { rows: { n: number }[] };
    expect(rows[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('gives Urban Threads a dashboard of its order history, the rollups equal to a scan of its orders', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      with scan as (
        select (o.created_at at time zone stallfront_sales_zone(o.store_id))::date as day,
               count(*)::int as orders, sum(o.total)::bigint as sales
        from orders o join stores s on s.id = o.store_id
        where s.sub_domain = 'urban-threads' and o.status in ('live', 'delivered') group by 1),
      kept as (
        select r.day, r.orders, r.sales from sales_days r join stores s on s.id = r.store_id
        where s.sub_domain = 'urban-threads' and r.orders > 0)
      select (select count(*)::int from scan) as days,
             (select count(*)::int from (select * from scan except select * from kept) d) as missing,
             (select count(*)::int from (select * from kept except select * from scan) d) as extra`)) as {
      rows: { days: number; missing: number; extra: number }[];
    };
    expect(rows[0]).toEqual({ days: expect.any(Number), missing: 0, extra: 0 });
    expect(rows[0]?.days).toBeGreaterThan(10);
    const token = (await signIn('/session/signin', 'owner@urban-threads.demo')).body.store_token as string;
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('POST', '/api/store/dashboard', { from, to: today }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.period.orders).toBeGreaterThan(10);
    expect(res.body.data.top_products).toHaveLength(5);
  });

  it('gives Urban Threads reports: sales with coupons by month, and tax split into CGST, SGST and IGST', async () => {
    const token = (await signIn('/session/signin', 'owner@urban-threads.demo')).body.store_token as string;
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const sales = await t.call('POST', '/api/store/reports/sales', { from, to, grain: 'month' }, token);
    expect(sales.statusCode).toBe(200);
    expect(sales.body.data.totals.orders).toBeGreaterThan(10);
    expect(sales.body.data.totals.discounts).toBeGreaterThan(0);
    const taxes = await t.call('POST', '/api/store/reports/taxes', { from, to }, token);
    const parts = taxes.body.data.rates.flatMap((r: { parts: { name: string }[] }) => r.parts.map((p) => p.name));
    expect(parts).toEqual(expect.arrayContaining(['CGST', 'SGST', 'IGST']));
    const products = await t.call('POST', '/api/store/reports/products', { from, to, sort: 'turns' }, token);
    expect(products.body.data.products.length).toBeGreaterThan(3);
  });

  it('gives Urban Threads a conversion funnel of ninety past days, its checkouts at least its orders', async () => {
    const token = (await signIn('/session/signin', 'owner@urban-threads.demo')).body.store_token as string;
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('POST', '/api/store/dashboard_funnel', { from, to: today }, token);
    expect(res.statusCode).toBe(200);
    const { period, previous, days } = res.body.data;
    expect(period.sessions).toBeGreaterThan(1000);
    expect(previous.sessions).toBeGreaterThan(1000);
    expect(period.page_views).toBeGreaterThan(period.sessions);
    for (const day of days.slice(0, -2)) {
      expect(day.sessions).toBeGreaterThan(0);
      expect(day.cart_sessions).toBeGreaterThanOrEqual(day.checkout_sessions);
      expect(day.checkout_sessions).toBeGreaterThanOrEqual(day.orders);
    }
    const abandoned = await t.call(
      'POST',
      '/api/store/dashboard_funnel',
      { from: new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10), to: today },
      token,
    );
    expect(abandoned.body.data.period.abandoned.count).toBeGreaterThan(0);
    expect(abandoned.body.data.period.abandoned.value).toBeGreaterThan(0);
  });

  it('gives Urban Threads returning customers and several cohorts, its customer rollups equal to a scan', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      with scan as (
        select coalesce(o.customer_id::text, lower(o.email)) as customer_key,
               (o.created_at at time zone stallfront_sales_zone(o.store_id))::date as day,
               count(*)::int as orders, sum(o.total)::bigint as sales
        from orders o join stores s on s.id = o.store_id
        where s.sub_domain = 'urban-threads' and o.status in ('live', 'delivered') group by 1, 2),
      kept as (
        select r.customer_key, r.day, r.orders, r.sales from customer_sales_days r join stores s on s.id = r.store_id
        where s.sub_domain = 'urban-threads')
      select (select count(*)::int from (select * from scan except select * from kept) d) as missing,
             (select count(*)::int from (select * from kept except select * from scan) d) as extra`)) as {
      rows: { missing: number; extra: number }[];
    };
    expect(rows[0]).toEqual({ missing: 0, extra: 0 });
    const token = (await signIn('/session/signin', 'owner@urban-threads.demo')).body.store_token as string;
    const today = new Date().toISOString().slice(0, 10);
    // The dashboard's 30 days: customers who first ordered in the history's first two months come back.
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const customers = await t.call('POST', '/api/store/dashboard_customers', { from, to: today }, token);
    expect(customers.statusCode).toBe(200);
    expect(customers.body.data.period.returning_customers).toBeGreaterThanOrEqual(2);
    expect(customers.body.data.period.new_customers).toBeGreaterThanOrEqual(1);
    const month = today.slice(0, 7);
    const fromMonth = new Date(Date.now() - 130 * 86_400_000).toISOString().slice(0, 7);
    const report = await t.call(
      'POST',
      '/api/store/reports/customers',
      { from_month: fromMonth, to_month: month },
      token,
    );
    expect(report.statusCode).toBe(200);
    const cohorts = report.body.data.cohorts as { customers: number; cells: { offset: number; customers: number }[] }[];
    expect(cohorts.filter((c) => c.customers > 0).length).toBeGreaterThanOrEqual(3);
    expect(cohorts.some((c) => c.cells.some((cell) => cell.offset > 0 && cell.customers > 0))).toBe(true);
  });

  it('gives Urban Threads three published guides, each linked to products the shop shows', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select a.slug, (select count(*)::int from products p
        where p.id = any(a.product_ids) and p.store_id = a.store_id and p.status = 'active' and not p.archived) as shown
      from articles a join stores s on s.id = a.store_id
      where s.sub_domain = 'urban-threads' and a.status = 'published' order by a.slug`)) as {
      rows: { slug: string; shown: number }[];
    };
    expect(rows.map((row) => row.slug)).toEqual(['denim-care', 'layering-for-winter', 'pick-your-jacket-size']);
    for (const row of rows) expect(row.shown, row.slug).toBeGreaterThanOrEqual(3);
    const guide = await t.app.inject({ method: 'GET', url: '/s/urban-threads/articles/denim-care' });
    expect(guide.statusCode).toBe(200);
    expect(guide.body).toContain('Shop this guide');
  });

  it('gives Urban Threads customers with accounts and guests, their figures, tags, notes and a guest to merge', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select
        (select count(*)::int from customers c join stores s on s.id = c.store_id
          where s.sub_domain = 'urban-threads' and c.password_hash is not null and c.orders_count > 0) as accounts,
        (select count(*)::int from customers c join stores s on s.id = c.store_id
          where s.sub_domain = 'urban-threads' and c.password_hash is null and c.orders_count > 0) as guests,
        (select count(*)::int from customers c join stores s on s.id = c.store_id
          where s.sub_domain = 'urban-threads' and 'VIP' = any(c.tags)) as vip,
        (select count(*)::int from customer_notes n join stores s on s.id = n.store_id
          where s.sub_domain = 'urban-threads') as notes,
        (select count(*)::int from customers g join customers a on a.store_id = g.store_id and a.mailbox = g.mailbox
          join stores s on s.id = g.store_id
          where s.sub_domain = 'urban-threads' and g.password_hash is null and a.password_hash is not null) as mergeable,
        (select count(*)::int from customers c where c.orders_count <> (select count(*) from orders o
          where o.customer_id = c.id and o.status <> 'cancelled')) as miscounted`)) as {
      rows: Record<string, number>[];
    };
    expect(rows[0]?.accounts).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.guests).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toMatchObject({ vip: 3, notes: 2, mergeable: 1, miscounted: 0 });
  });

  it('gives Urban Threads gift cards bought, issued, disabled and spent through the shop, with balanced ledger history', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select
        (select count(*)::int from gift_cards g join stores s on s.id = g.store_id
          where s.sub_domain = 'urban-threads' and g.status = 'active' and g.source = 'shop') as active,
        (select count(*)::int from gift_cards g join stores s on s.id = g.store_id
          where s.sub_domain = 'urban-threads' and g.source = 'issued') as issued,
        (select count(*)::int from gift_cards g join stores s on s.id = g.store_id
          where s.sub_domain = 'urban-threads' and g.disabled_at is not null) as disabled,
        (select count(*)::int from gift_cards g join stores s on s.id = g.store_id
          where s.sub_domain = 'urban-threads' and g.status = 'failed') as failed,
        (select count(*)::int from orders o join stores s on s.id = o.store_id
          where s.sub_domain = 'urban-threads' and o.gift_card_paid > 0) as spent_in_orders,
        (select count(*)::int from gift_cards where mailed_at is null) as unmailed,
        (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id
          having sum(amount) <> 0) unbalanced) as unbalanced`)) as {
      rows: {
        active: number;
        issued: number;
        disabled: number;
        failed: number;
        spent_in_orders: number;
        unmailed: number;
        unbalanced: number;
      }[];
    };
    expect(rows[0]).toMatchObject({ active: 6, issued: 2, disabled: 1, failed: 1, unmailed: 0, unbalanced: 0 });
    expect(rows[0]?.spent_in_orders).toBeGreaterThanOrEqual(2);
  });

  it('gives Urban Threads coupons of every state, some used by its orders through the checkout', async () => {
    const { rows } = (await t.app.ctx.db.execute(sql`
      select c.code, c.used_count::int as used, c.code_count::int as codes,
        (select count(*)::int from orders o where o.store_id = c.store_id and o.coupon_code = c.code) as orders
      from coupons c join stores s on s.id = c.store_id
      where s.sub_domain = 'urban-threads' order by c.code`)) as {
      rows: { code: string; used: number; codes: number; orders: number }[];
    };
    expect(rows.map((r) => r.code)).toEqual([
      'BUY2GET1',
      'FESTIVE500',
      'FREESHIP',
      'NEWYEAR20',
      'STAFF50',
      'SUMMER25',
      'VIP',
      'WELCOME10',
    ]);
    expect(rows.find((r) => r.code === 'VIP')?.codes).toBe(50);
    // Uses counted under each coupon's lock equal the orders placed with it (released ones gave theirs back).
    const used = rows.filter((r) => r.used > 0);
    expect(used.length).toBeGreaterThanOrEqual(1);
    for (const r of rows) expect(r.used).toBeLessThanOrEqual(r.orders);
  });

  it('lets every printed sign-in in', async () => {
    const signIns = demoSignIns();
    expect(signIns.length).toBeGreaterThan(10);
    for (const { where, email, shop } of signIns) {
      if (shop) {
        // A buyer's account at a demo shop: signed in, the shop sends them to their account.
        const buyer = new Shopper(t);
        await buyer.get(where);
        const res = await buyer.post(where, { email, password: DEMO_PASSWORD });
        expect(res.headers.location, `${email} at ${where}`).toBe(where.replace(/\/sign-in$/, ''));
        continue;
      }
      const res = await signIn(where, email);
      expect(res.statusCode, `${email} at ${where}`).toBe(200);
    }
  });

  it('names only screens the store can open in its notices, announcements and support chat', async () => {
    const problems: string[] = [];
    for (const { email, where } of demoSignIns().filter((s) => s.who.startsWith('owner of'))) {
      const session = (await signIn(where, email)).body;
      const ctx = accessContextOf(session.data);
      const token: string = session.store_token;
      const panels = (await t.call('GET', '/api/store/notifications', undefined, token)).body;
      const chat = (await t.call('GET', '/api/store/chat?skip=0&limit=50', undefined, token)).body;
      const notices = [...panels.list, ...panels.announcements];
      const links = notices.flatMap((n) => [n.url, n.pri_btn?.link_type === 'internal' ? n.pri_btn.link : null]);
      for (const link of links.filter((l): l is string => Boolean(l?.startsWith('/')))) {
        const route = findRoute(link);
        if (route?.screen !== 'ready' || !canAccess(route, ctx)) problems.push(`${email}: a link to ${link}`);
      }
      const texts = [...notices.map((n) => n.body), ...(chat.list ?? []).map((m: { content: string }) => m.content)];
      for (const text of texts) problems.push(...unknownMenuPaths(text, ctx).map((path) => `${email}: "${path}"`));
    }
    expect(problems).toEqual([]);
  });
});

/** The "Group > Item" (or "Group → Item") menu paths of a text that are not a built screen of that group in the user's sidebar. */
function unknownMenuPaths(text: string, ctx: AccessContext): string[] {
  const menu = menuFor(ctx, 'store');
  const unknown: string[] = [];
  for (const match of text.matchAll(/([A-Z][\w ]*?) (?:>|→) (\w[\w ]*)/g)) {
    const [phrase, before = '', after = ''] = match;
    const group = menu.find((g) => g.group && before.endsWith(g.group));
    const item = group?.items.find((r) => after.startsWith(r.label) && r.screen === 'ready');
    if (!item) unknown.push(phrase);
  }
  return unknown;
}
