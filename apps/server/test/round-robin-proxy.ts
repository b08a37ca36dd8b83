import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests: each request goes to the next node in turn. A node that
 * refuses or drops a connection is taken out, and that request answers 502 (a form is not
 * sent twice by the balancer: the shopper sends it again, as a person would).
 */
export async function roundRobinProxy() {
  const nodes: { url: URL; up: boolean; served: number }[] = [];
  let next = 0;
  /** Called as each request is sent on (the node's index, method and path): a test stops a node mid-request. */
  let onForward: (node: number, method: string, path: string) => void = () => {};
  let failed = 0;
  const server: Server = createServer((req, res) => {
    const live = nodes.filter((n) => n.up);
    const node = live[next++ % Math.max(live.length, 1)];
    if (!node) return void res.writeHead(503).end('no node is up');
    node.served += 1;
    onForward(nodes.indexOf(node), req.method ?? 'GET', req.url ?? '/');
    const upstream = request(
      { host: node.url.hostname, port: node.url.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      node.up = false;
      failed += 1;
      if (!res.headersSent) res.writeHead(502).end('the node went away');
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add(url: string) {
      nodes.push({ url: new URL(url), up: true, served: 0 });
    },
    /** Requests each node was sent, in the order the nodes were added. */
    served: () => nodes.map((n) => n.served),
    /** Requests a node dropped (answered 502). */
    failed: () => failed,
    watch(callback: typeof onForward) {
      onForward = callback;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's part for tests over real HTTP: its cookies, and form posts that say they come from the shop's origin. */
export class HttpShopper {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  private async send(method: string, path: string, body?: URLSearchParams) {
    const res = await fetch(`${this.origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin } : {}),
      },
      body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const html = await res.text();
    return { status: res.status, location: res.headers.get('location'), html };
  }

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, fields: Record<string, string>) {
    return this.send('POST', path, new URLSearchParams(fields));
  }
}
