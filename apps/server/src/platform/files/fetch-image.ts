import { type IncomingMessage, get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Why an address gave no image, in words a merchant can act on. */
export class FetchRefused extends Error {}

export interface FetchPolicy {
  maxBytes: number;
  timeoutMs: number;
  /** Addresses allowed although private (a test's own server); empty in production. */
  allowIps: string[];
}

const MAX_REDIRECTS = 3;
/** Servers that do not say what they send; the stored image is checked by its bytes anyway. */
const UNTYPED = /^(application\/octet-stream|binary\/octet-stream)?$/;

/**
 * Fetches a web address that should be an image. The connection is refused when the host
 * resolves to a private, loopback, link-local or unspecified address (each redirect is checked
 * again), and the download stops past `maxBytes` or `timeoutMs`.
 */
export function imageFetcher(policy: FetchPolicy): (url: string) => Promise<Buffer> {
  const filter = { allowIPAddressList: policy.allowIps, keepAlive: false };
  const agents = { http: new RequestFilteringHttpAgent(filter), https: new RequestFilteringHttpsAgent(filter) };

  const fetchOnce = (url: URL, redirectsLeft: number, signal: AbortSignal): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      if (!secure && url.protocol !== 'http:')
        return reject(new FetchRefused('only http and https addresses are fetched'));
      const options = {
        agent: secure ? agents.https : agents.http,
        signal,
        headers: { 'user-agent': 'Stallfront image import', accept: 'image/*' },
      };
      const answer = (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          if (redirectsLeft === 0) return reject(new FetchRefused('too many redirects'));
          return resolve(fetchOnce(new URL(res.headers.location, url), redirectsLeft - 1, signal));
        }
        if (status !== 200) {
          res.resume();
          return reject(new FetchRefused(`the server answered ${status}`));
        }
        const type = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!type.startsWith('image/') && !UNTYPED.test(type)) {
          res.resume();
          return reject(new FetchRefused(`it is not an image (${type})`));
        }
        if (Number(res.headers['content-length'] ?? 0) > policy.maxBytes) {
          res.destroy();
          return reject(new FetchRefused(tooLarge(policy.maxBytes)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            res.destroy();
            reject(new FetchRefused(tooLarge(policy.maxBytes)));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      };
      (secure ? httpsGet : httpGet)(url, options, answer).on('error', (err) => reject(refusalOf(err, signal)));
    });

  return (url) => fetchOnce(new URL(url), MAX_REDIRECTS, AbortSignal.timeout(policy.timeoutMs));
}

const tooLarge = (maxBytes: number) => `the image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;

function refusalOf(err: Error, signal: AbortSignal): Error {
  if (signal.aborted) return new FetchRefused('the server took too long to answer');
  if (/is not allowed/.test(err.message))
    return new FetchRefused('the address is private or local, so it is not fetched');
  if ('code' in err && (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN'))
    return new FetchRefused('no server has this name');
  if ('code' in err && err.code === 'ECONNREFUSED') return new FetchRefused('the server refused the connection');
  return new FetchRefused(`the download failed (${err.message.slice(0, 120)})`);
}
