import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_BUCKET = 'stallfront-media';

/**
 * A local S3-compatible server (s3rver, from the npm registry) with an empty bucket, and the
 * settings that point an app's media at it.
 */
export async function startS3() {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'stallfront-s3-')),
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (urls: 'proxy' | 'public' | 'signed' = 'proxy') => ({
      MEDIA_DRIVER: 's3',
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_MEDIA_URLS: urls,
    }),
    close: () => s3.close(),
  };
}
