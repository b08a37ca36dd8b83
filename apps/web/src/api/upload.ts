import type { Endpoint, EndpointOutput } from '@stallfront/shared/endpoint';
import { ApiError } from './api-error';
import { refusal, tokenFor } from './client';

/**
 * Sends one file to a multipart endpoint as the field `file`, reporting progress (0..1) while
 * the bytes go up; fetch cannot report upload progress, so this uses XMLHttpRequest.
 */
export function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
): Promise<EndpointOutput<E>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return sendForm(endpoint, form, onProgress);
}

/** Sends a whole multipart form (fields and any number of files) to a multipart endpoint. */
export function sendForm<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<EndpointOutput<E>> {
  const token = tokenFor(endpoint);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `/api${endpoint.path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Cannot reach Stallfront. Check your connection and try again.'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const envelope = (body ?? {}) as { status?: unknown; message?: unknown; errors?: unknown };
      if (xhr.status >= 200 && xhr.status < 300 && envelope.status === true) {
        const parsed = endpoint.output.safeParse(body);
        if (parsed.success) resolve(parsed.data as EndpointOutput<E>);
        else reject(new ApiError(xhr.status, 'The server sent an answer this console does not understand.'));
        return;
      }
      reject(refusal(endpoint, xhr.status, envelope));
    };
    xhr.send(form);
  });
}
