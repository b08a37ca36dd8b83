import type { Endpoint, EndpointInput } from '@stallfront/shared/endpoint';
import { refusal, send } from './client';

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
  const response = await send(endpoint, input, { ...options, accept: 'text/csv, application/json' });
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isJson) return response.blob();
  const envelope = ((await response.json().catch(() => undefined)) ?? {}) as Record<string, unknown>;
  throw refusal(endpoint, response.ok ? 500 : response.status, envelope);
}
