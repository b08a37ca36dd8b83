import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
/** A fresh order-based store signed up through the API of a listening server, as a bench needs one. */
export async function signUpBenchShop(origin: string, name: string, prefix: string) {
  const sub = `${prefix}-${Date.now().toString(36)}`;
  const res = await fetch(`${origin}/api/others/create_store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${sub}@example.com`,
      password: 'bench-password-1',
      type: 'order_based',
      category: 'clothing',
      country: 'IN',
      sub_domain: sub,
    }),
  });
  const session = (await res.json()) as { store_token: string; data: { _id: string } };
  return { sub, storeId: session.data._id, token: session.store_token };
}

/** The same through an app in this process (app.inject), for benches that time the HTTP layer in-process. */
export async function signUpInProcess(app: FastifyInstance, name: string) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/others/create_store',
    payload: {
      name,
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct-horse-battery',
      type: 'order_based',
      category: 'clothing',
      country: 'IN',
    },
  });
  if (signup.statusCode !== 200) throw new Error(`create_store answered ${signup.statusCode}: ${signup.body}`);
  const session = signup.json() as { store_token: string; data: { _id: string; currency: string } };
  return { storeId: session.data._id, currency: session.data.currency, token: session.store_token };
}
