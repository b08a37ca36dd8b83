import type { Endpoint, EndpointInput } from '@stallfront/shared';
import { endSession } from '../app/session/session-store';
import { ApiError, apiErrorFrom } from './api-error';
import { tokenFor, urlFor } from './client';

/**
 * Calls a CSV endpoint with the right token and returns the file. A refusal still comes as the
 * JSON envelope, so it becomes an ApiError like any other call's.
 */
export async function fetchCsv<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  // endpoint() keeps `reply` as a plain union, so a JSON endpoint can only be refused here.
  if (endpoint.reply !== 'csv') throw new Error(`${endpoint.path} does not answer with CSV; use callApi.`);
  const token = tokenFor(endpoint);
  const hasBody = endpoint.method !== 'GET' && input !== undefined;
  let response: Response;
  try {
    response = await fetch(urlFor(endpoint, input), {
      method: endpoint.method,
      signal: options.signal,
      headers: {
        accept: 'text/csv, application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: hasBody ? JSON.stringify(input) : undefined,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Cannot reach Stallfront. Check your connection and try again.');
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isJson) return response.blob();

  const envelope = ((await response.json().catch(() => undefined)) ?? {}) as {
    message?: unknown;
    session_end?: unknown;
    errors?: unknown;
  };
  if (envelope.session_end === true) {
    // The same as callApi: an ended session clears and reloads.
    endSession();
    window.location.reload();
    throw new ApiError(response.status, 'Your session has ended. Please sign in again.');
  }
  throw apiErrorFrom(response.ok ? 500 : response.status, envelope);
}
