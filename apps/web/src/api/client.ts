import type { Endpoint, EndpointInput, EndpointOutput } from '@stallfront/shared/endpoint';
import { MASTER_SIGN_IN } from '@stallfront/shared/routes';
import { leaveEndedStoreSession, leaveForSignIn } from '../app/session/leave-for-sign-in';
import { getSession, signInPathOf } from '../app/session/session-store';
import { ApiError, apiErrorFrom } from './api-error';

const API_BASE = '/api';

export function tokenFor(endpoint: Endpoint): string | undefined {
  const session = getSession();
  if (endpoint.auth === 'store') return session.store?.store_token;
  if (endpoint.auth === 'master') return session.master?.master_token;
  return undefined;
}

/** The call's URL: `:name` path segments filled from the input; a GET's other fields go in the query. */
export function urlFor(endpoint: Endpoint, input: unknown): string {
  const fields = { ...((input ?? {}) as Record<string, unknown>) };
  const path = endpoint.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = encodeURIComponent(String(fields[name]));
    delete fields[name];
    return value;
  });
  const url = `${API_BASE}${path}`;
  if (endpoint.method !== 'GET') return url;
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `${url}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : url;
}

/**
 * What the app does when any answer says the session ended (spec section 4): clear storage and load the
 * sign-in page of whoever was signed in, read before the session is cleared.
 */
function onSessionEnd(endpoint: Endpoint): void {
  // Calls in flight together all hear it; the first has cleared the session and is leaving already.
  const session = getSession();
  if (!session.store && !session.master) return;
  if (endpoint.auth === 'store' && session.store) leaveEndedStoreSession();
  else leaveForSignIn(endpoint.auth === 'master' ? MASTER_SIGN_IN : signInPathOf(session));
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A store call the platform admin's master token opens too (the App Store): sent beside the store's token. */
  withMasterToken?: boolean;
}

/** Sends a call with the token its endpoint names; a network failure becomes an ApiError. */
export async function send<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions & { accept?: string } = {},
): Promise<Response> {
  const token = tokenFor(endpoint);
  const master = options.withMasterToken ? getSession().master?.master_token : undefined;
  const hasBody = endpoint.method !== 'GET' && input !== undefined;
  try {
    return await fetch(urlFor(endpoint, input), {
      method: endpoint.method,
      signal: options.signal,
      headers: {
        ...(options.accept ? { accept: options.accept } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(master ? { 'x-master-token': master } : {}),
      },
      body: hasBody ? JSON.stringify(input) : undefined,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Cannot reach Stallfront. Check your connection and try again.');
  }
}

/** The error of a refused answer; an answer saying the session ended also signs out (spec section 4). */
export function refusal(
  endpoint: Endpoint,
  status: number,
  envelope: { message?: unknown; session_end?: unknown; errors?: unknown },
) {
  if (envelope.session_end === true) {
    onSessionEnd(endpoint);
    return new ApiError(status, 'Your session has ended. Please sign in again.');
  }
  return apiErrorFrom(status, envelope);
}

/**
 * Calls one shared endpoint: sends the right token, reads every answer for session_end,
 * turns refusals into ApiError and checks a success against the endpoint's response schema.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const response = await send(endpoint, input, options);
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = (body ?? {}) as { status?: unknown; message?: unknown; session_end?: unknown };
  if (envelope.session_end === true || !response.ok || envelope.status !== true) {
    throw refusal(endpoint, response.status, envelope);
  }
  const parsed = endpoint.output.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${endpoint.path}`, parsed.error);
    throw new ApiError(response.status, 'The server sent an answer this console does not understand.');
  }
  return parsed.data as EndpointOutput<E>;
}
