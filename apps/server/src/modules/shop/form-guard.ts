import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';

export type FormOrigin = 'same' | 'cross' | 'unknown';

/**
 * Where a form post came from, by what the browser says of it: Fetch Metadata
 * (Sec-Fetch-Site), else the Origin header. 'unknown' when it says neither (a browser from
 * before 2020, or no browser at all).
 */
export function formOrigin(headers: FastifyRequest['headers'], ownOrigin: string): FormOrigin {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin') return 'same';
  if (typeof site === 'string') return 'cross';
  const origin = headers.origin;
  if (!origin) return 'unknown';
  try {
    return new URL(origin).origin === new URL(ownOrigin).origin ? 'same' : 'cross';
  } catch {
    return 'cross';
  }
}

/** Refused cross-site forms reach the shop's error handler with this code. */
export const CROSS_SITE_FORM = 'SHOP_CROSS_SITE_FORM';

/**
 * The shop's forms are refused when another site sent them. A browser says where a post came
 * from, so a same-origin one passes without a token: the pages that hold the forms are the same
 * for every visitor and may be cached. A post that says neither must carry its page's token, as
 * every form did before (docs/decisions.md, "The shop's cached pages").
 */
export function shopFormGuard(app: FastifyInstance): preHandlerHookHandler {
  return function guard(req, reply, done) {
    const from = formOrigin(req.headers, `${req.protocol}://${req.host}`);
    if (from === 'same') return done();
    if (from === 'cross')
      return done(Object.assign(new Error('This form was sent from another site.'), { code: CROSS_SITE_FORM }));
    return app.csrfProtection.call(this, req, reply, done);
  };
}
