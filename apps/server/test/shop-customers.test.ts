import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions, customers } from '../src/db/schema/index.js';
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

describe('customer accounts', () => {
  it('signs a shopper up with an HttpOnly, same-site cookie kept to the shop, and keeps their guest orders', async () => {
    await orderCap(new Shopper(t), { name: 'Mira Guest', email: 'mira@example.com' });
    const shopper = new Shopper(t);
    await shopper.get(`${shop.base}/account/sign-up`);
    const res = await shopper.post(`${shop.base}/account/sign-up`, {
      name: 'Mira Das',
      email: 'Mira@Example.com',
      password: 'long-enough-pw',
    });
    expect(res.status).toBe(303);
    const cookie = String(
      ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('sf_customer=')),
    );
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Path=${shop.base}/`);
    const [row] = await t.app.ctx.db.select().from(customers).where(eq(customers.email, 'mira@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const account = await shopper.get(`${shop.base}/account`);
    expect(account.html).toContain('Hello, Mira');
    expect(account.html).toMatch(/Order #\d+/);
    await orderCap(shopper, { name: 'Mira Das', email: 'mira@example.com' });
    expect((await shopper.get(`${shop.base}/account`)).html.match(/Order #\d+/g)).toHaveLength(2);
  });

  it('refuses a second sign-up of the same email and a wrong password, and says so', async () => {
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/account/sign-up`, {
      name: 'Lee',
      email: 'lee@example.com',
      password: 'long-enough-pw',
    });
    const again = await new Shopper(t).post(`${shop.base}/account/sign-up`, {
      name: 'Not Lee',
      email: 'lee@example.com',
      password: 'other-password',
    });
    expect(again.status).toBe(409);
    expect(again.html).toContain('an account with this email exists');
    const wrong = await new Shopper(t).post(`${shop.base}/account/sign-in`, {
      email: 'lee@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('The email or password is not right.');
    const short = await new Shopper(t).post(`${shop.base}/account/sign-up`, {
      name: 'Sam',
      email: 'sam@example.com',
      password: 'short',
    });
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
    expect((await shopper.get(`${shop.base}/`)).html).toContain('>Ana</a>');
    // The same cookie means nothing to another store's shop.
    const elsewhere = await t.app.inject({ url: `${other.base}/account`, headers: { cookie: `sf_customer=${token}` } });
    expect(elsewhere.statusCode).toBe(303);
    await shopper.post(`${shop.base}/account/sign-out`, {});
    expect(shopper.cookie('sf_customer')).toBeUndefined();
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
});
