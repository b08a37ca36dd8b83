import type { Endpoint, EndpointInput } from '@stallfront/shared/endpoint';
import { refusal, send } from './client';

const ACCEPT = { csv: 'text/csv, application/json', pdf: 'application/pdf, application/json', file: '*/*' } as const;

/**
 * Calls a download endpoint (CSV, PDF or another file) with the right token and returns the
 * file. A refusal still comes as the JSON envelope, so it becomes an ApiError like any other call's.
 */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  // endpoint() keeps `reply` as a plain union, so a JSON endpoint can only be refused here.
  if (!endpoint.reply || endpoint.reply === 'json') {
    throw new Error(`${endpoint.path} does not answer with a file; use callApi.`);
  }
  const response = await send(endpoint, input, { ...options, accept: ACCEPT[endpoint.reply] });
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isJson) return response.blob();
  const envelope = ((await response.json().catch(() => undefined)) ?? {}) as Record<string, unknown>;
  throw refusal(endpoint, response.ok ? 500 : response.status, envelope);
}

/** As fetchFile, for the CSV exports of the lists. */
export const fetchCsv = fetchFile;
