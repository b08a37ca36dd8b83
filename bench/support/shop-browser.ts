// Shop visitors over real HTTP, for the benches that buy through the checkout form.

/**
 * A browser of one shopper over HTTP: it keeps the cookies it is given (cart, visitor, CSRF
 * secret) and posts each form as a browser does: from the shop's own origin, with the token of the
 * last page it saw that had one. Redirects are not followed.
 */
export class ShopBrowser {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly origin: string) {}

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, fields: Record<string, string>) {
    const token = this.csrf ? { _csrf: this.csrf } : {};
    return this.send('POST', path, new URLSearchParams({ ...token, ...fields }).toString());
  }

  private async send(method: 'GET' | 'POST', path: string, body?: string) {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.origin;
    }
    const res = await fetch(`${this.origin}${path}`, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const html = await res.text();
    const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
    if (token) this.csrf = token;
    return { status: res.status, html, location: res.headers.get('location') };
  }
}

/** Runs `work` on every item with at most `limit` running at once. */
export async function inFlight<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
