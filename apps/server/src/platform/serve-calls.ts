import type { Endpoint } from '@stallfront/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { recordAudit } from './audit.js';
import { queryRouteOf, routeOf } from './endpoint-route.js';

/** What a call's handler is given: its checked body, or for a GET its query string or path parameters. */
export type InputOf<E extends Endpoint> = E['input'] extends z.ZodType ? z.output<E['input']> : undefined;

/** A file a call answers with (reply 'csv', 'pdf' or 'file'): its bytes and the name the browser saves it under. */
export interface Download {
  name: string;
  file: string | Buffer;
  /** The file's own type, for reply 'file'. */
  type?: string;
}

type WithoutStatus<T> = T extends object ? Omit<T, 'status'> : never;

/** What a handler answers: the envelope's fields but `status` (a success adds it), or a download. */
export type AnswerOf<E extends Endpoint> =
  NonNullable<E['reply']> extends 'csv' | 'pdf' | 'file' ? Download : WithoutStatus<z.input<E['output']>>;

export type Handler<E extends Endpoint> = (
  input: InputOf<E>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<E>> | AnswerOf<E>;

/**
 * A handler with what its route needs beyond the declaration: a rate limit's config, a hook run
 * after the gate, a larger body for an upload.
 */
export interface RoutedHandler<E extends Endpoint> {
  handle: Handler<E>;
  config?: FastifyContextConfig;
  onRequest?: onRequestAsyncHookHandler;
  bodyLimit?: number;
}

export type Handlers<C extends Record<string, Endpoint>> = {
  [K in keyof C]: Handler<C[K]> | RoutedHandler<C[K]>;
};

const CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  file: 'application/octet-stream',
} as const;

/**
 * `attachment` with the name twice (RFC 6266): plain ASCII for old clients, UTF-8 for the rest.
 * A shopper's file name can hold anything; quotes and line breaks never reach the header.
 */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
};

const routed = <E extends Endpoint>(entry: Handler<E> | RoutedHandler<E>): RoutedHandler<E> =>
  typeof entry === 'function' ? { handle: entry } : entry;

function inputOf(call: Endpoint, req: FastifyRequest): unknown {
  if (call.method !== 'GET') return req.body;
  return call.path.includes('/:') ? req.params : req.query;
}

/**
 * Serves a group of shared call declarations, one handler each: the route's method, path,
 * schemas and gate come from the declaration (routeOf), the handler answers the envelope's
 * fields or a file, and success is `status: true`. A successful write by an owner or staff member
 * leaves its audit row (platform/audit.ts).
 */
export function serveCalls<C extends Record<string, Endpoint>>(
  app: FastifyInstance,
  calls: C,
  tags: string[],
  handlers: Handlers<C>,
): void {
  for (const name of Object.keys(calls) as (keyof C & string)[]) {
    const call = calls[name] as Endpoint;
    const { handle, config, onRequest, bodyLimit } = routed(handlers[name]);
    const route = call.method === 'GET' ? queryRouteOf(call, tags) : routeOf(call, tags);
    const download = call.reply && call.reply !== 'json' ? call.reply : null;
    app.route({
      ...route,
      ...(config ? { config } : {}),
      ...(bodyLimit ? { bodyLimit } : {}),
      ...(onRequest ? { onRequest: [route.onRequest ?? [], onRequest].flat() } : {}),
      handler: async (req, reply) => {
        const input = inputOf(call, req);
        const answer = await handle(input as never, req, reply);
        await recordAudit(req, call, input, answer);
        if (!download) return { status: true, ...(answer as object) };
        const { name: fileName, file, type } = answer as Download;
        return reply
          .type(type ?? CONTENT_TYPE[download])
          .header('content-disposition', attachment(fileName))
          .send(file);
      },
    } as RouteOptions);
  }
}
