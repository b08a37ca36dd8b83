import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeNotices } from '../../platform/auth/session-cache-wiring.js';

/** A rendered shop page as every visitor gets it; each encoding is made the first time it is asked for. */
export class CachedPage {
  readonly html: Buffer;
  /** Weak: the same page goes out in three encodings. */
  readonly etag: string;
  #br?: Buffer;
  #gzip?: Buffer;

  constructor(html: string) {
    this.html = Buffer.from(html);
    this.etag = `W/"${createHash('sha256').update(this.html).digest('base64url').slice(0, 27)}"`;
  }
  /** Quality 5: about a millisecond for a 30 KB page, paid once per page and change. */
  get br(): Buffer {
    this.#br ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return this.#br;
  }
  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.html);
    return this.#gzip;
  }
}

/**
 * Kept at most this long without a notice: a page may change by the clock alone (a trial's
 * features ending), as the shop's store rows do (shop-store.ts).
 */
const PAGE_TTL_MS = 60_000;

/**
 * What a CDN or browser may do with a public page: a browser asks again each time (a 304 when
 * unchanged); a shared cache keeps it a minute and may serve it a little longer while it asks.
 */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** A page some visitors get drawn otherwise (prices for signed-in buyers): the browser's alone, asked again each time. */
const BROWSER_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The node's rendered shop pages, per store and address, within `megabytes`. A change to what
 * a store's pages show drops them all: its products, reviews and extras ('pages:<id>', migration
 * 0049), its catalogs and menu ('shop:<id>'), the store itself ('store:<id>'); a package's
 * change, or notices that may have been missed ('*'), drop every store's.
 */
export function shopPageCache(onChange: ChangeNotices, megabytes: number) {
  const keysOfStore = new Map<string, Set<string>>();
  const pages = new LRUCache<string, { page: CachedPage; storeId: string }>({
    maxSize: Math.max(1, Math.round(megabytes * 1024 * 1024)),
    // The page and, once asked for, its two compressed copies (together about a third of it).
    sizeCalculation: ({ page }, key) => Math.ceil(page.html.length * 1.4) + key.length,
    ttl: PAGE_TTL_MS,
    dispose: ({ storeId }, key) => keysOfStore.get(storeId)?.delete(key),
  });
  // Bumped by each notice: a page read from the database before one must not be kept.
  const versions = new Map<string, number>();
  let everything = 0;
  const versionOf = (storeId: string) => `${everything}.${versions.get(storeId) ?? 0}`;

  onChange((payload) => {
    const [kind, id = ''] = payload.split(':');
    if (payload === '*' || kind === 'package') {
      everything += 1;
      return pages.clear();
    }
    if (kind !== 'pages' && kind !== 'shop' && kind !== 'store') return;
    versions.set(id, (versions.get(id) ?? 0) + 1);
    for (const key of [...(keysOfStore.get(id) ?? [])]) pages.delete(key);
  });

  return {
    /** Take it before reading what the page shows, and hand it back to `keep`. */
    version: versionOf,
    find: (storeId: string, address: string) => pages.get(`${storeId} ${address}`)?.page,
    keep(storeId: string, version: string, address: string, page: CachedPage) {
      if (version !== versionOf(storeId)) return;
      const key = `${storeId} ${address}`;
      pages.set(key, { page, storeId });
      // A page larger than the whole cache is not kept, and dispose is not called for it.
      if (!pages.has(key)) return;
      const keys = keysOfStore.get(storeId) ?? new Set<string>();
      keysOfStore.set(storeId, keys.add(key));
    },
  };
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

/**
 * Sends a public page: a 304 when the browser holds it, else in the best encoding it takes.
 * `x-cache` says whether the node had it kept (hit) or drew it for this request (miss), as CDNs say;
 * a page that is not `shared` may not be kept by a CDN.
 */
export function sendPublicPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  { kept, shared }: { kept: boolean; shared: boolean },
) {
  reply
    .header('x-cache', kept ? 'hit' : 'miss')
    .header('etag', page.etag)
    .header('cache-control', shared ? PUBLIC_PAGE_CACHE_CONTROL : BROWSER_PAGE_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const held = req.headers['if-none-match'];
  if (held?.split(',').some((tag) => tag.trim() === page.etag)) return reply.status(304).send();
  const encoding = encodings.negotiate(req.headers['accept-encoding'] ?? 'identity') ?? 'identity';
  if (encoding === 'identity') return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
