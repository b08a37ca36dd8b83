import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_CODE_TTL_MINUTES } from '@stallfront/shared';
import { customerSessions, customers, mailOutbox, orders } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Account Store' });
  other = await shopStore(t, { name: 'Other Account Store' });
  await addProduct(t, shop.token, { sku: 'CAP-1', slug: 'cap', name: 'Cap', price: 1_000, stock: 50 });
});
afterAll(() => t.close());

const address = { line1: '1 Main St', city: 'Chennai', postal_code: '600001', country: 'IN' };

/** Puts a cap in the cart and checks out with cash on delivery. */
async function orderCap(shopper: Shopper, contact: { name: string; email: string }) {
  await shopper.post(`${shop.base}/cart`, { sku: 'CAP-1', quantity: '1' });
  const page = await shopper.get(`${shop.base}/checkout`);
  const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  const res = await shopper.post(`${shop.base}/checkout`, {
    ...contact,
    ...address,
    delivery_method: 'standard',
    payment_method: 'cod',
    expected_subtotal: hidden('expected_subtotal'),
    idempotency_key: hidden('idempotency_key'),
  });
  expect(res.status).toBe(303);
}

/** The path of the newest link mailed to `email` under this subject (other than `not`), waiting for an unawaited send. */
async function mailedLink(email: string, subject: string, not?: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))
          .filter((m) => m.subject.startsWith(subject))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
        path = newest?.textBody.match(/\/s\/[^\s]+\/account\/link\/[\w-]+/)?.[0];
        return path !== undefined && path !== not;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return path as string;
}

const signUp = (shopper: Shopper, name: string, email: string, password = 'long-enough-pw') =>
  shopper.post(`${shop.base}/account/sign-up`, { name, email, password });
const orderCount = async (shopper: Shopper) =>
  (await shopper.get(`${shop.base}/account`)).html.match(/Order #\d+/g)?.length ?? 0;
const rowOf = async (email: string) =>
  (await t.app.ctx.db.select().from(customers).where(eq(customers.email, email)))[0];

describe('customer accounts', () => {
  it('signs a shopper up with an HttpOnly, same-site cookie kept to the shop and mails a confirmation', async () => {
    const shopper = new Shopper(t);
    const res = await signUp(shopper, 'Nila Rao', 'Nila@Example.com');
    expect(res.status).toBe(303);
    const cookie = String(
      ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('sf_customer=')),
    );
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Path=${shop.base}/`);
    const row = await rowOf('nila@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailConfirmedAt).toBeNull();
    const account = await shopper.get(`${shop.base}/account`);
    expect(account.html).toContain('Hello, Nila');
    expect(account.html).toContain('Confirm your email: follow the link we sent to nila@example.com.');

    const link = await mailedLink('nila@example.com', 'Confirm your email for Account Store');
    expect((await shopper.get(link)).html).toContain('Confirm my email');
    expect((await shopper.post(link, {})).headers.location).toBe(`${shop.base}/account`);
    expect((await rowOf('nila@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await shopper.get(`${shop.base}/account`)).html).not.toContain('data-unconfirmed');
    const spent = await shopper.get(link);
    expect(spent.status).toBe(410);
    expect(spent.html).toContain('This link has expired');
  });

  it('keeps a guest’s orders from a stranger who signs up with their email, until the email is confirmed', async () => {
    const stranger = new Shopper(t);
    await signUp(stranger, 'Not Tara', 'tara@example.com', 'stranger-pw-1');
    await orderCap(stranger, { name: 'Not Tara', email: 'tara@example.com' });
    // The real Tara checks out as a guest with her own email: her order stays out of that account.
    await orderCap(new Shopper(t), { name: 'Tara Iyer', email: 'tara@example.com' });
    const [guestOrder] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.email, 'tara@example.com'), eq(orders.placedSignedIn, false)));
    expect(await orderCount(stranger)).toBe(1);
    expect((await stranger.get(`${shop.base}/account/orders/${guestOrder?.number}`)).status).toBe(404);

    // Her sign-up is not refused as taken: it waits for the link mailed to her.
    const tara = new Shopper(t);
    const asked = await signUp(tara, 'Tara Iyer', 'tara@example.com', 'taras-own-pw');
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('follow the link we sent there');
    expect(tara.cookie('sf_customer')).toBeUndefined();
    const link = await mailedLink('tara@example.com', 'Finish creating your account at Account Store');
    expect((await tara.get(link)).html).toContain('Finish and sign in');
    expect((await tara.post(link, {})).headers.location).toBe(`${shop.base}/account`);
    expect(await orderCount(tara)).toBe(2);
    expect((await tara.get(`${shop.base}/account`)).html).toContain('Hello, Tara');
    // The stranger is signed out and their password no longer works.
    expect((await stranger.get(`${shop.base}/account`)).headers.location).toBe(`${shop.base}/account/sign-in`);
    const old = await new Shopper(t).post(`${shop.base}/account/sign-in`, {
      email: 'tara@example.com',
      password: 'stranger-pw-1',
    });
    expect(old.status).toBe(401);
  });

  it('lets a guest finish an account through the mailed link, and a second sign-up of a confirmed email is refused', async () => {
    await orderCap(new Shopper(t), { name: 'Mira Guest', email: 'mira@example.com' });
    const mira = new Shopper(t);
    expect((await signUp(mira, 'Mira Das', 'mira@example.com')).status).toBe(200);
    expect((await rowOf('mira@example.com'))?.passwordHash).toBeNull();
    const link = await mailedLink('mira@example.com', 'Finish creating your account');
    await mira.post(link, {});
    expect(await orderCount(mira)).toBe(1);
    await orderCap(mira, { name: 'Mira Das', email: 'mira@example.com' });
    expect(await orderCount(mira)).toBe(2);

    const again = await signUp(new Shopper(t), 'Not Mira', 'mira@example.com', 'other-password');
    expect(again.status).toBe(409);
    expect(again.html).toContain('an account with this email exists; sign in, or reset its password');
  });

  it('shows a confirmed account’s later guest orders, and sends the confirmation again on request', async () => {
    const ravi = new Shopper(t);
    await signUp(ravi, 'Ravi', 'ravi@example.com');
    const first = await mailedLink('ravi@example.com', 'Confirm your email');
    await orderCap(new Shopper(t), { name: 'Ravi', email: 'ravi@example.com' });
    expect(await orderCount(ravi)).toBe(0);
    const resent = await ravi.post(`${shop.base}/account/confirm-email`, {});
    expect(resent.html).toContain('A new link to confirm ravi@example.com is on its way.');
    const second = await mailedLink('ravi@example.com', 'Confirm your email', first);
    expect(second).not.toBe(first);
    expect((await ravi.get(first)).status).toBe(410);
    await ravi.post(second, {});
    expect(await orderCount(ravi)).toBe(1);
  });

  it('resets a password by a mailed link that works once, for a quarter of an hour, and signs out everywhere', async () => {
    const kai = new Shopper(t);
    await signUp(kai, 'Kai', 'kai@example.com', 'first-password');
    const forgot = await new Shopper(t).post(`${shop.base}/account/forgot`, { email: 'kai@example.com' });
    const nobody = await new Shopper(t).post(`${shop.base}/account/forgot`, { email: 'nobody@example.com' });
    expect(forgot.html).toContain('If kai@example.com has an account here, a link to choose a new password');
    expect(nobody.status).toBe(forgot.status);
    const link = await mailedLink('kai@example.com', 'Reset your password at Account Store');
    expect(await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nobody@example.com'))).toEqual(
      [],
    );

    const reader = new Shopper(t);
    const short = await reader.post(link, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('8 characters at least');
    const done = await reader.post(link, { password: 'second-password' });
    expect(done.headers.location).toBe(`${shop.base}/account`);
    expect((await kai.get(`${shop.base}/account`)).headers.location).toBe(`${shop.base}/account/sign-in`);
    const signIn = (password: string) =>
      new Shopper(t).post(`${shop.base}/account/sign-in`, { email: 'kai@example.com', password });
    expect((await signIn('first-password')).status).toBe(401);
    expect((await signIn('second-password')).status).toBe(303);
    expect((await rowOf('kai@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await reader.post(link, { password: 'third-password' })).status).toBe(410);

    // A link lives RESET_CODE_TTL_MINUTES, as the console's code does.
    await new Shopper(t).post(`${shop.base}/account/forgot`, { email: 'kai@example.com' });
    const late = await mailedLink('kai@example.com', 'Reset your password', link);
    expect((await new Shopper(t).get(late)).status).toBe(200);
    t.clock.advance(RESET_CODE_TTL_MINUTES * 60_000);
    expect((await new Shopper(t).get(late)).status).toBe(410);
  });

  it('refuses a wrong password and a short one, and says so', async () => {
    await signUp(new Shopper(t), 'Lee', 'lee@example.com');
    const wrong = await new Shopper(t).post(`${shop.base}/account/sign-in`, {
      email: 'lee@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('The email or password is not right.');
    const short = await signUp(new Shopper(t), 'Sam', 'sam@example.com', 'short');
    expect(short.status).toBe(400);
    expect(short.html).toContain('8 characters at least');
    expect(short.html).not.toContain('value="short"');
  });

  it('signs in, shows only this shop’s account, and signs out for good', async () => {
    await new Shopper(t).post(`${shop.base}/account/sign-up`, {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'long-enough-pw',
    });
    const shopper = new Shopper(t);
    const res = await shopper.post(`${shop.base}/account/sign-in`, {
      email: 'ana@example.com',
      password: 'long-enough-pw',
    });
    expect(res.headers.location).toBe(`${shop.base}/account`);
    const token = shopper.cookie('sf_customer') as string;
    // The home page is everyone's; the header's name comes from the visitor cookie.
    expect((await shopper.get(`${shop.base}/`)).html).not.toContain('>Ana</a>');
    expect(decodeURIComponent(shopper.cookie('sf_visitor') ?? '')).toBe('0|Ana');
    expect((await shopper.get(`${shop.base}/account`)).html).toContain('>Ana</a>');
    // The same cookie means nothing to another store's shop.
    const elsewhere = await t.app.inject({ url: `${other.base}/account`, headers: { cookie: `sf_customer=${token}` } });
    expect(elsewhere.statusCode).toBe(303);
    await shopper.post(`${shop.base}/account/sign-out`, {});
    expect(shopper.cookie('sf_customer')).toBeUndefined();
    expect(shopper.cookie('sf_visitor')).toBeUndefined();
    const replay = await t.app.inject({ url: `${shop.base}/account`, headers: { cookie: `sf_customer=${token}` } });
    expect(replay.headers.location).toBe(`${shop.base}/account/sign-in`);
    const [customer] = await t.app.ctx.db.select().from(customers).where(eq(customers.email, 'ana@example.com'));
    expect(
      await t.app.ctx.db
        .select()
        .from(customerSessions)
        .where(eq(customerSessions.customerId, customer?.id ?? '')),
    ).toHaveLength(1);
  });
});

describe('sign-in attempts', () => {
  let limited: TestApp;
  let store: Awaited<ReturnType<typeof shopStore>>;
  beforeAll(async () => {
    limited = await startTestApp({ AUTH_RATE_LIMIT: '3' });
    store = await shopStore(limited, { name: 'Guarded Store' });
    await new Shopper(limited, undefined, '10.1.0.1').post(`${store.base}/account/sign-up`, {
      name: 'Ravi',
      email: 'ravi@example.com',
      password: 'right-password',
    });
  });
  afterAll(() => limited.close());
  const signIn = (ip: string, password: string, email = 'ravi@example.com') =>
    new Shopper(limited, undefined, ip).post(`${store.base}/account/sign-in`, { email, password });

  it('stops an address after its minute’s attempts, even with the right password, in the console’s words', async () => {
    for (const password of ['guess-1', 'guess-2'])
      expect((await signIn('10.2.0.1', password, 'nobody@example.com')).status).toBe(401);
    expect((await signIn('10.2.0.1', 'guess-3', 'other@example.com')).status).toBe(401);
    const held = await signIn('10.2.0.1', 'right-password');
    expect(held.status).toBe(429);
    expect(held.html).toMatch(/Too many attempts\. Try again in \d+ seconds\./);
  });

  it('stops an account guessed at from many addresses, and leaves other accounts alone', async () => {
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3'])
      expect((await signIn(ip, 'wrong-password')).status).toBe(401);
    expect((await signIn('10.3.0.4', 'right-password')).status).toBe(429);
    await new Shopper(limited, undefined, '10.4.0.1').post(`${store.base}/account/sign-up`, {
      name: 'Asha',
      email: 'asha@example.com',
      password: 'right-password',
    });
    expect((await signIn('10.4.0.2', 'right-password', 'asha@example.com')).status).toBe(303);
  });

  it('limits password reset mails to one email, from however many addresses', async () => {
    const forgot = (ip: string) =>
      new Shopper(limited, undefined, ip).post(`${store.base}/account/forgot`, { email: 'asha@example.com' });
    for (const ip of ['10.5.0.1', '10.5.0.2', '10.5.0.3']) expect((await forgot(ip)).status).toBe(200);
    const held = await forgot('10.5.0.4');
    expect(held.status).toBe(429);
    expect(held.html).toMatch(/Too many attempts\. Try again in \d+ seconds\./);
  });
});
