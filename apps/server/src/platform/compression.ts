import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, by Accept-Encoding, on API answers (JSON, CSV) of 1 KB and more. Only /api/
 * routes: the console's files are compressed at build time and /media/ holds WebP, which
 * would not shrink. Call it before any route is registered.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies stay uncompressed: nothing sends them so, and it keeps bodyLimit simple.
    globalDecompression: false,
  });
}
