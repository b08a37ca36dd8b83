import type { z } from 'zod';
import type { CallAccess } from '../rules/call-access.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';
/** Which token a call sends: none, the store token or the master token. */
export type EndpointAuth = 'public' | 'store' | 'master';

/**
 * One API call: the server registers its route from it and the console's client calls it, so the
 * path, who may call it, the input schema (body, or query string for GET) and the 200 response
 * are written once.
 */
export type Endpoint<
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Output extends z.ZodType = z.ZodType,
  Reply extends ReplyKind = ReplyKind,
> = EndpointShape<Input, Output, Reply> &
  // A store call cannot be declared without saying who may make it; the server enforces it.
  ({ auth: 'public' | 'master'; access?: undefined } | { auth: 'store'; access: CallAccess });

/** What a success carries: the JSON envelope (the default), or a CSV, PDF or other download (`file`: its type is the file's). */
export type ReplyKind = 'json' | 'csv' | 'pdf' | 'file';

interface EndpointShape<Input extends z.ZodType | undefined, Output extends z.ZodType, Reply extends ReplyKind> {
  method: HttpMethod;
  /** Under the API base /api. */
  path: string;
  input: Input;
  output: Output;
  summary: string;
  /** How the request travels: JSON (the default) or multipart with a file, for uploads. */
  body?: 'json' | 'multipart';
  reply?: Reply;
  /**
   * A POST that changes nothing (a search whose filters travel as a body). A call that may
   * write answers only once every API node has heard what it changed; a read need not wait.
   */
  reads?: true;
}

/** A call's declaration, keeping its reply kind in its type: the server's handler of a CSV call answers a file. */
export const endpoint = <
  Input extends z.ZodType | undefined,
  Output extends z.ZodType,
  Reply extends ReplyKind = 'json',
>(
  spec: Endpoint<Input, Output, Reply>,
): Endpoint<Input, Output, Reply> => spec;

export type EndpointInput<E extends Endpoint> = E['input'] extends z.ZodType ? z.input<E['input']> : undefined;
export type EndpointOutput<E extends Endpoint> = z.infer<E['output']>;
