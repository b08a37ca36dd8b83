import type { FastifyInstance } from 'fastify';
import { SHOP_VISITOR_SCRIPT } from '@stallfront/shared/shop-rules';
import { VIDEO_HOSTS } from '@stallfront/shared/website';
import { policyWithFormTargets, policyWithFrames, policyWithScript } from '../../platform/security-headers.js';
import { HOSTED_PAGE_ORIGINS } from '../payments/hosted-origins.js';

/** What every answer of the shop plugin needs beyond the app's own hooks. */
export function installShopHooks(app: FastifyInstance) {
  // The shop's pages run the header's visitor script (shared/shop/visitor.ts); the console's policy runs none.
  // They frame the video hosts a video section embeds, and nothing else.
  let shopPolicy: { from: string; to: string } | null = null;
  app.addHook('onRequest', async (_req, reply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return;
    if (shopPolicy?.from !== policy) {
      shopPolicy = {
        from: policy,
        to: policyWithFormTargets(
          policyWithFrames(policyWithScript(policy, SHOP_VISITOR_SCRIPT), VIDEO_HOSTS),
          HOSTED_PAGE_ORIGINS,
        ),
      };
    }
    reply.header('content-security-policy', shopPolicy.to);
  });
  // A form's write (an order taking the last of a stock) answers once every node has dropped the
  // pages it changed, as the console's writes do (endpoint-route.ts).
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method === 'POST') await app.ctx.sessions.settle();
    return payload;
  });
}
