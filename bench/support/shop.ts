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
