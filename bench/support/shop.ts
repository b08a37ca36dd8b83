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

/** One shopper's checkout by cash on delivery over HTTP, with the cookies and CSRF token a browser keeps. */
export async function placeBenchOrder(origin: string, base: string, sku: string, i: number) {
  const cookies = new Map<string, string>();
  let csrf = '';
  const send = async (method: 'GET' | 'POST', path: string, fields?: Record<string, string>) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: fields ? new URLSearchParams({ _csrf: csrf, ...fields }).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim());
    }
    const html = await res.text();
    csrf = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? csrf;
    return { status: res.status, html };
  };
  await send('GET', `${base}/`);
  await send('POST', `${base}/cart`, { sku, quantity: '1' });
  const page = await send('GET', `${base}/checkout`);
  const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  return send('POST', `${base}/checkout`, {
    name: `Buyer ${i}`,
    email: `buyer-${i}@example.com`,
    line1: '12 Beach Road',
    city: 'Chennai',
    postal_code: '600001',
    country: 'IN',
    delivery_method: 'standard',
    payment_method: 'cod',
    expected_subtotal: hidden('expected_subtotal'),
    idempotency_key: hidden('idempotency_key'),
  });
}
