import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ShopAssets } from '@stallfront/storefront';
import { SHOP_ASSETS_PREFIX } from '../../platform/asset-urls.js';

/**
 * The storefront's built client files (apps/storefront/dist): served with the .br/.gz written at
 * build time and kept a year (their names carry their hash); manifest.json names the current
 * ones. Without a build, pages link no script or stylesheet.
 */
export async function installShopAssets(app: FastifyInstance, dist: string | undefined): Promise<ShopAssets> {
  const manifestFile = dist ? join(dist, 'manifest.json') : null;
  if (!dist || !manifestFile || !existsSync(manifestFile)) return { css: null, js: null };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { js?: string; css?: string };
  await app.register(fastifyStatic, {
    root: dist,
    prefix: SHOP_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '**/manifest.json'],
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  return {
    css: manifest.css ? `${SHOP_ASSETS_PREFIX}${manifest.css}` : null,
    js: manifest.js ? `${SHOP_ASSETS_PREFIX}${manifest.js}` : null,
  };
}
