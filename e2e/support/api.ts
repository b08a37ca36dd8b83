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
