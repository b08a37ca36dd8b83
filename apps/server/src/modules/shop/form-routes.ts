import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, keptValues, type ShopFormState, type ShopPage } from '@stallfront/shared/shop';
import { HttpError } from '../../platform/errors.js';
import { type LoadResult, notFound } from './pages.js';
import type { ProductForms } from './product-forms.js';
import { seoOf } from './seo.js';
import type { ShopContext } from './shop-store.js';
import { noteVisitor } from './visitor.js';

export interface ShopTools {
  shopOf(req: FastifyRequest): Promise<ShopContext | null>;
  send(reply: FastifyReply, req: FastifyRequest, shop: ShopContext | null, result: LoadResult): Promise<unknown>;
  html: RouteShorthandOptions;
  /** The product page of the request's :slug, with an enquiry or booking form sent back. */
  productPage(req: FastifyRequest, shop: ShopContext, forms: ProductForms): Promise<LoadResult>;
}

export type Body = Record<string, unknown>;

interface FormOptions {
  /** The fields the form's page shows a message beside; other problems become the form's message. */
  fields?: readonly string[];
  /** The body as the schema reads it (the checkout's flat address fields as one object). */
  shape?: (body: Body) => unknown;
  /** Runs before the form is read, whatever it holds. */
  before?: (req: FastifyRequest, shop: ShopContext, body: Body) => Promise<void>;
}
/** A form sent by the page's script rather than the browser: it wants JSON back. */
export const wantsJson = (req: FastifyRequest) => (req.headers.accept ?? '').startsWith('application/json');

export const bodyOf = (req: FastifyRequest): Body =>
  req.body && typeof req.body === 'object' ? (req.body as Body) : {};

/**
 * A zod refusal or a service's 4xx as a form sent back: a message beside each field the form
 * shows (`fields`), and the rest (a hidden field's, a sold-out line's) as the form's message.
 * A service's row problems (a quick order's) go beside `column.row` when the form shows it,
 * else the service's whole message stands.
 */
export function formState(body: Body, error: z.ZodError | HttpError, fields: readonly string[]): ShopFormState {
  const values = keptValues(body);
  const problems: Record<string, string> = {};
  if (error instanceof HttpError && error.errors?.length) {
    const placed = error.errors.filter((e) => fields.includes(`${e.column}.${e.row}`));
    if (placed.length < error.errors.length) problems.form = error.message;
    for (const e of placed) problems[`${e.column}.${e.row}`] ??= e.message;
  } else if (error instanceof HttpError) {
    const match = /^([a-z_]+): (.*)$/s.exec(error.message);
    problems[match?.[1] ?? 'form'] = match?.[2] ?? error.message;
  } else Object.assign(problems, fieldErrors(error));
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(problems)) {
    if (fields.includes(field)) errors[field] = message;
    else others.push(message);
  }
  return { values, errors, message: others.length ? others.join('. ') : null };
}

export const CONTACT = ['name', 'email', 'phone'];

export const page = (shop: ShopContext, path: string, title: string, content: ShopPage, status = 200): LoadResult => ({
  kind: 'page',
  status,
  page: content,
  seo: seoOf(shop, path, { title: `${title} | ${shop.store.name}`, description: title, noindex: true }),
});

/** A page sent back for a refused form answers with the refusal's status (400, 409). */
export const withStatus = (result: LoadResult, status: number): LoadResult =>
  result.kind === 'page' ? { ...result, status } : result;

/** Cart, checkout, quote requests, quick orders and customer accounts: forms that post and redirect. */

/**
 * The machinery of a shop's form routes: a GET page, a form POST that is parsed, written and
 * answered with a redirect or its page again, for one mount of the shop.
 */
export function formRoutes(app: FastifyInstance, prefix: string, form: RouteShorthandOptions, tools: ShopTools) {
  const { send, html } = tools;

  /** The shop of the request when it offers this; else its 404 page (answered here). */
  async function shopFor(req: FastifyRequest, reply: FastifyReply, offers: (shop: ShopContext) => boolean) {
    const shop = await tools.shopOf(req);
    if (shop && offers(shop)) return shop;
    await send(reply, req, shop, notFound('This page does not exist.'));
    return null;
  }
  /** Runs a form's write; a 4xx it throws is sent back on the form's page with nothing written. */
  async function attempt(
    req: FastifyRequest,
    reply: FastifyReply,
    shop: ShopContext,
    write: () => Promise<LoadResult>,
    again: (state: ShopFormState, status: number) => Promise<LoadResult>,
    fields: readonly string[],
  ) {
    try {
      return await send(reply, req, shop, await write());
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return send(reply, req, shop, await again(formState(bodyOf(req), error, fields), error.statusCode));
    }
  }

  const get = (
    path: string,
    offers: (s: ShopContext) => boolean,
    load: (req: FastifyRequest, shop: ShopContext) => Promise<LoadResult>,
  ) =>
    app.get(`${prefix}${path}`, html, async (req, reply) => {
      const shop = await shopFor(req, reply, offers);
      if (shop) return send(reply, req, shop, await load(req, shop));
    });

  /** A form post: parsed by its schema; refused forms go back to `again` with their problems. */
  function post<S extends z.ZodType>(
    path: string,
    offers: (s: ShopContext) => boolean,
    schema: S,
    write: (req: FastifyRequest, reply: FastifyReply, shop: ShopContext, input: z.output<S>) => Promise<LoadResult>,
    again: (req: FastifyRequest, shop: ShopContext, state: ShopFormState, status: number) => Promise<LoadResult>,
    { fields = [], shape = (body) => body, before }: FormOptions = {},
  ) {
    app.post(`${prefix}${path}`, form, async (req, reply) => {
      const shop = await shopFor(req, reply, offers);
      if (!shop) return;
      await before?.(req, shop, bodyOf(req));
      const parsed = schema.safeParse(shape(bodyOf(req)));
      if (wantsJson(req))
        return answerJson(reply, shop, parsed, () => write(req, reply, shop, parsed.data as z.output<S>), fields);
      if (!parsed.success) {
        return send(reply, req, shop, await again(req, shop, formState(bodyOf(req), parsed.error, fields), 400));
      }
      const retry = (state: ShopFormState, status: number) => again(req, shop, state, status);
      return attempt(req, reply, shop, () => write(req, reply, shop, parsed.data), retry, fields);
    });
  }

  /**
   * The same form posted by the page's script (Accept: application/json): done, or the form's
   * problems as JSON, so the page can show them without loading another.
   */
  async function answerJson(
    reply: FastifyReply,
    shop: ShopContext,
    parsed: z.ZodSafeParseResult<unknown>,
    write: () => Promise<LoadResult>,
    fields: readonly string[],
  ) {
    const body = bodyOf(reply.request);
    const refuse = (error: z.ZodError | HttpError, status: number) =>
      reply.status(status).send({ ok: false, ...formState(body, error, fields) });
    if (!parsed.success) return refuse(parsed.error, 400);
    try {
      await write();
      await noteVisitor(reply.request, reply, shop);
      return reply.header('cache-control', 'no-store').send({ ok: true });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return refuse(error, error.statusCode);
    }
  }

  const redirect = (to: string): LoadResult => ({ kind: 'redirect', status: 303, to });
  const now = () => app.ctx.now();

  return { shopFor, get, post, redirect, now };
}
