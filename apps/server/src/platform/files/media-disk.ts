import type { FastifyInstance } from 'fastify';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import { S3Driver } from 'flydrive/drivers/s3';
import type { Config } from '../config.js';
import { mediaRoot } from './media-store.js';

/**
 * Where uploaded media is kept (flydrive): this machine's disk by default, or an S3-compatible
 * bucket every API node shares. Keys are `{storeId}/{file}`; the addresses saved in rows stay
 * `/media/{key}` whichever driver holds the bytes, so moving storage changes no row.
 */
export function createMediaDisk(config: Config): Disk {
  if (config.MEDIA_DRIVER === 'local') {
    return new Disk(new FSDriver({ location: mediaRoot(config), visibility: 'public' }));
  }
  return new Disk(
    s3DriverOf(config, config.S3_BUCKET as string, config.S3_MEDIA_URLS === 'public' ? 'public' : 'private'),
  );
}

/** An S3 driver of the configured service for one bucket (media's, or the private files'). */
export function s3DriverOf(config: Config, bucket: string, visibility: 'public' | 'private') {
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Driver({
    bucket,
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(credentials ? { credentials } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    visibility,
    // R2 and MinIO keep no per-object ACLs; the bucket's policy decides.
    supportsACL: false,
    ...(config.S3_PUBLIC_URL && visibility === 'public' ? { cdnUrl: config.S3_PUBLIC_URL } : {}),
  });
}

/** A media address's key on the disk: `/media/{store}/{file}` is `{store}/{file}`. */
export const mediaKey = (url: string) => url.replace(/^\/media\//, '');

const SAFE_KEY = /^[0-9a-f-]{36}\/[\w.-]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/media/*` from a bucket: streamed through this server, or a redirect to the bucket's public
 * address or to a URL signed for an hour (S3_MEDIA_URLS). The local driver is served as static
 * files instead (fastify-static: ranges, ETags).
 */
export function serveBucketMedia(app: FastifyInstance, disk: Disk, config: Config) {
  app.get('/media/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const notFound = () => reply.code(404).send({ message: 'Not found' });
    if (!SAFE_KEY.test(key)) return notFound();
    if (config.S3_MEDIA_URLS !== 'proxy') {
      if (!(await disk.exists(key))) return notFound();
      if (config.S3_MEDIA_URLS === 'public')
        return reply.header('cache-control', IMMUTABLE).redirect(await disk.getUrl(key), 301);
      const signed = await disk.getSignedUrl(key, { expiresIn: '1h' });
      return reply.header('cache-control', 'private, max-age=3000').redirect(signed, 302);
    }
    // One request to the bucket for the headers (a missing key fails it), one for the bytes.
    const meta = await disk.getMetaData(key).catch(() => null);
    if (!meta) return notFound();
    return reply
      .header('cache-control', IMMUTABLE)
      .header('etag', meta.etag)
      .type(meta.contentType ?? 'application/octet-stream')
      .send(await disk.getStream(key));
  });
}
