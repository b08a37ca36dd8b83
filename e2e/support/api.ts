import type { Endpoint, EndpointInput, EndpointOutput } from '@stallfront/shared';
import { DEMO_PASSWORD } from './console.js';

/** Calls the API as a demo owner, to check what a browser flow saved. */
export async function apiAs(baseUrl: string, email: string) {
  const signIn = await fetch(`${baseUrl}/api/auth/store/login_v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { store_token: token } = (await signIn.json()) as { store_token: string };
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as T;
  };
}

/** One shared endpoint called as the console's client calls it, its answer checked against the endpoint's schema. */
export type Caller = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => Promise<EndpointOutput<E>>;

/**
 * A caller sending `token` (or none): `:name` path segments are filled from the input, a GET's other
 * fields go in the query string, anything but a success throws with the server's message.
 */
export function callerWith(baseUrl: string, token?: string): Caller {
  return async (endpoint, input) => {
    const fields: Record<string, unknown> = { ...(input ?? {}) };
    const path = endpoint.path.replace(/:([a-z_]+)/g, (_, name: string) => {
      const value = encodeURIComponent(String(fields[name]));
      delete fields[name];
      return value;
    });
    const get = endpoint.method === 'GET';
    const query = get ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() : '';
    const res = await fetch(`${baseUrl}/api${path}${query ? `?${query}` : ''}`, {
      method: endpoint.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(get ? {} : { 'content-type': 'application/json' }),
      },
      body: get ? undefined : JSON.stringify(input ?? {}),
    });
    const body = (await res.json()) as { status?: boolean; message?: string };
    if (!res.ok || body.status !== true) {
      throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.status}: ${body.message}`);
    }
    return endpoint.output.parse(body) as EndpointOutput<typeof endpoint>;
  };
}
