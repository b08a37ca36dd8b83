import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Cache-Control of a console file, by its path in the build:
 * - assets/: Vite names them by content hash, so a changed file is a new URL: keep for a year.
 * - *.html: index.html names the current hashes, so the browser must ask (an ETag makes it a 304).
 * - sw.js and manifest.webmanifest: the same, for the service worker's update check and installs.
 * - the rest of the root (favicon.svg, placeholder.svg) keeps its name across builds: an hour,
 *   so a new icon shows up the same day without a request on every page load.
 */
export function consoleCacheControl(file: string): string {
  const path = file
    .replace(/\.(br|gz)$/, '')
    .split(sep)
    .join('/');
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  // The service worker and the manifest name the current build: asked for again on every check.
  if (path === 'sw.js' || path === 'manifest.webmanifest') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The built console (WEB_DIST): its files, with the .br/.gz written at build time chosen by
 * Accept-Encoding, and index.html for every client route (GET or HEAD of a path with no file
 * extension outside /api/). Without a build, unknown paths answer the API's JSON 404.
 */
export async function installConsoleAssets(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist && existsSync(webDist) ? webDist : null;
  if (root) {
    const files = {
      wildcard: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      // Headers no console file needs, about 70 bytes on each of a page's files: none is fetched
      // in parts, and the ETag alone answers a revalidation.
      lastModified: false,
      acceptRanges: false,
    };
    const assets = join(root, 'assets');
    if (existsSync(assets)) {
      // Hashed files are never revalidated: no ETag either.
      const immutable = consoleCacheControl('assets/');
      await app.register(fastifyStatic, {
        ...files,
        root: assets,
        prefix: '/assets/',
        etag: false,
        decorateReply: false,
        setHeaders: (reply) => void reply.header('cache-control', immutable),
      });
    }
    await app.register(fastifyStatic, {
      ...files,
      root,
      globIgnore: [...files.globIgnore, 'assets/**'],
      setHeaders: (reply, path) => void reply.header('cache-control', consoleCacheControl(relative(root, path))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (root && read && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ status: false, message: `No such call: ${request.method} ${path}` });
  });
}
