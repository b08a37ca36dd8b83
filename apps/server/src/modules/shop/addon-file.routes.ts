import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { ADDON_FILE_MAX_BYTES } from '@stallfront/shared';
import type { ShopAddonFileAnswer } from '@stallfront/shared/shop';
import { HttpError } from '../../platform/errors.js';
import { readUpload } from '../../platform/files/upload.js';
import { authRateLimit } from '../../platform/rate-limit.js';
import { storeAddonFile } from '../carts/addon-files.js';
import type { ShopTools } from './form-routes.js';

/** A refusal in the shopper's words: "file: the file is…" becomes "The file is…". */
const readable = (message: string) => message.replace(/^[a-z_]+: (.)/, (_, first: string) => first.toUpperCase());

/**
 * POST {base}/cart/file: the file a shopper chose for a file add-on, sent by the page's script
 * (multipart, the page's CSRF token as x-csrf-token) before it posts the buy form, which then
 * names the file by the id answered here (`addon_file_<addon id>`). Shops that sell by cart
 * with add-ons only; per client as few a minute as sign-ins, since each one is kept on disk.
 */
export function installAddonFileRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const route = { ...form, bodyLimit: ADDON_FILE_MAX_BYTES + 64 * 1024, config: authRateLimit(app) };
  app.post(`${prefix}/cart/file`, route, async (req, reply) => {
    const answer = (status: number, body: ShopAddonFileAnswer) =>
      reply.status(status).header('cache-control', 'no-store').send(body);
    const shop = await tools.shopOf(req);
    if (shop?.store.buy_mode !== 'cart' || !shop.features.includes('addon_products')) {
      return answer(404, { ok: false, message: 'This shop takes no files.' });
    }
    try {
      const upload = await readUpload(req, ADDON_FILE_MAX_BYTES, 'file');
      return answer(200, {
        ok: true,
        file: await storeAddonFile(db, app.ctx.privateFiles, shop.store.id, upload, app.ctx.now()),
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return answer(error.statusCode, { ok: false, message: readable(error.message) });
    }
  });
}
